/**
 * Generated moderation attempts by everyone but the creator
 * (docs/decisions/111-remove-appearance.md, docs/decisions/112-block-poster.md): a guest, the
 * author, a member, a stranger, on a public and an invitation-only Seen, against guest and user
 * photos and an existing block. Each is refused (401, 403 or 404 as the policy says) and nothing in
 * the database changes.
 */
import fc from 'fast-check'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { blockPosterResponse } from '~/shared/schemas/moderation'
import { addMember, makeAppearance, makeSeen } from './appearances-fixtures'
import { dbSnapshot } from './db-snapshot'
import { api, CookieJar, createTestApp, type TestApp } from './helpers'
import { register } from './seens-fixtures'

type Actor = 'guest' | 'author' | 'member' | 'stranger'
type Action = 'remove' | 'block' | 'list' | 'unblock'

let t: TestApp
let jars: Record<Actor, CookieJar>
let seens: { open: string; invitationOnly: string }
let photos: { seen: 'open' | 'invitationOnly'; shortName: string; by: 'guest' | 'author' }[]
let blockIds: Record<'open' | 'invitationOnly', string>

beforeAll(async () => {
  t = await createTestApp()
  const creator = await register(t, 'ref_creator')
  const author = await register(t, 'ref_author')
  const member = await register(t, 'ref_member')
  const stranger = await register(t, 'ref_stranger')
  const guest = new CookieJar()
  jars = { guest, author: author.jar, member: member.jar, stranger: stranger.jar }
  const open = await makeSeen(t, creator, { type: 1 })
  const invitationOnly = await makeSeen(t, creator, { type: 6 })
  await addMember(t, author, invitationOnly.id)
  await addMember(t, member, invitationOnly.id)
  seens = { open: open.shortName, invitationOnly: invitationOnly.shortName }
  photos = [
    { seen: 'open', shortName: await makeAppearance(t, guest, open.shortName), by: 'guest' },
    { seen: 'open', shortName: await makeAppearance(t, author.jar, open.shortName), by: 'author' },
    {
      seen: 'invitationOnly',
      shortName: await makeAppearance(t, author.jar, invitationOnly.shortName),
      by: 'author',
    },
  ]
  const blockOf = async (shortName: string) => {
    const res = await api(t.app, creator.jar).post(`/api/appearance/block/${shortName}`, {})
    return v.parse(blockPosterResponse, await res.json()).blockedPoster.id
  }
  blockIds = {
    open: await blockOf(photos[0]?.shortName ?? ''),
    invitationOnly: await blockOf(photos[2]?.shortName ?? ''),
  }
})
afterAll(() => t.close())

/** What the policy answers: 401 for guests, 404 where the Seen is hidden from them, else 403. */
function expected(actor: Actor, seen: 'open' | 'invitationOnly') {
  if (actor === 'guest') return 401
  if (seen === 'invitationOnly' && actor === 'stranger') return 404
  return 403
}

describe('moderation by anyone but the creator', () => {
  it('is refused with the status the policy gives, and changes nothing', async () => {
    const before = await dbSnapshot(t.db)
    const attempt = fc.record({
      actor: fc.constantFrom<Actor>('guest', 'author', 'member', 'stranger'),
      action: fc.constantFrom<Action>('remove', 'block', 'list', 'unblock'),
      photo: fc.nat(2),
    })
    await fc.assert(
      fc.asyncProperty(attempt, async ({ actor, action, photo: index }) => {
        const photo = photos[index]
        if (!photo) throw new Error('no photo')
        const client = api(t.app, jars[actor])
        const res =
          action === 'list'
            ? await client.get(`/api/seen/blocked-posters/${seens[photo.seen]}`)
            : action === 'unblock'
              ? await client.post('/api/seen/blocked-posters/unblock', {
                  blockId: blockIds[photo.seen],
                })
              : await client.post(`/api/appearance/${action}/${photo.shortName}`, {})
        await res.arrayBuffer()
        expect(res.status, `${actor} ${action} on ${photo.by}'s photo`).toBe(
          expected(actor, photo.seen),
        )
      }),
      { seed: 113, numRuns: 60 },
    )
    expect(await dbSnapshot(t.db)).toEqual(before)
  })
})
