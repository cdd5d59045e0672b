import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MESSAGING_MSG } from '~/shared/messaging-messages'
import { api, createTestApp, type TestApp } from './helpers'
import { inbox, messaging, refusal, send, unread } from './messaging-fixtures'
import { register, type TestUser } from './seens-fixtures'

let t: TestApp
let victim: TestUser
let pest: TestUser
let friend: TestUser

beforeAll(async () => {
  t = await createTestApp()
  victim = await register(t, 'blk_victim')
  pest = await register(t, 'blk_pest')
  friend = await register(t, 'blk_friend')
})
afterAll(() => t.close())

const ok = { status: 200, body: { success: true, errorMessage: null } }

describe('block and unblock', () => {
  it('blocking removes the blocked user’s messages from the inbox and stops delivery', async () => {
    t.clock.set('2026-11-20T08:00:00.000Z')
    const early = await send(t, pest, [victim], 'Buy now')
    await send(t, friend, [victim], 'Hi friend')
    expect(await unread(t, victim)).toBe(2)
    expect(await messaging(t, victim).post('block', { username: 'BLK_PEST' })).toEqual(ok)
    expect((await inbox(t, victim)).map((m) => m.content)).toEqual(['Hi friend'])
    expect(await unread(t, victim)).toBe(1)
    expect(await messaging(t, victim).post('read', { messageId: early })).toEqual(
      refusal(404, MESSAGING_MSG.messageNotFound),
    )
    const refused = await messaging(t, pest).post('send/user', {
      recipientUsernames: ['blk_victim'],
      content: 'Still there?',
    })
    expect(refused).toEqual(refusal(403, MESSAGING_MSG.blockedByRecipient('blk_victim')))
    expect((await messaging(t, victim).get('blocked')).body).toMatchObject({
      success: true,
      blockedUsers: [
        {
          username: 'blk_pest',
          displayName: 'blk_pest Display',
          blockedDate: '2026-11-20T08:00:00.000Z',
        },
      ],
    })
    expect(await messaging(t, victim).post('block', { username: 'blk_pest' })).toEqual(ok)
    expect((await messaging(t, victim).get('blocked')).body.blockedUsers).toHaveLength(1)
  })

  it('a blocked user cannot reply to the blocker either', async () => {
    const id = await send(t, victim, [pest], 'Please stop')
    await messaging(t, pest).post('read', { messageId: id })
    expect(
      await messaging(t, pest).post('reply', { originalMessageId: id, content: 'No' }),
    ).toEqual(refusal(403, MESSAGING_MSG.replyBlocked))
  })

  it('unblocking restores delivery and the earlier messages', async () => {
    expect(await messaging(t, victim).post('unblock', { username: 'blk_pest' })).toEqual(ok)
    expect((await messaging(t, victim).get('blocked')).body.blockedUsers).toEqual([])
    t.clock.advance(60_000)
    await send(t, pest, [victim], 'Sorry')
    const contents = (await inbox(t, victim)).map((m) => m.content)
    expect(contents[0]).toBe('Sorry')
    expect(contents.slice(1).sort()).toEqual(['Buy now', 'Hi friend'])
  })

  it('refuses blocking yourself, an unknown user, an empty name, and guests', async () => {
    expect(await messaging(t, victim).post('block', { username: 'blk_victim' })).toEqual(
      refusal(400, MESSAGING_MSG.cannotBlockSelf),
    )
    expect(await messaging(t, victim).post('block', { username: 'ghost_user' })).toEqual(
      refusal(404, MESSAGING_MSG.userNotFound('ghost_user')),
    )
    expect(
      (await messaging(t, victim).post('block', { username: ' ' })).body.errors?.userMessage,
    ).toEqual([MESSAGING_MSG.usernameRequired])
    expect((await messaging(t).post('block', { username: 'blk_pest' })).status).toBe(401)
    expect((await messaging(t).get('blocked')).status).toBe(401)
  })
})

describe('GET /api/messaging/user-suggestions', () => {
  const names = async (user: TestUser, query: string) =>
    (
      (await messaging(t, user).get(`user-suggestions?query=${encodeURIComponent(query)}`)).body
        .users as { username: string }[]
    ).map((u) => u.username)

  it('answers nothing under 2 characters, then matches usernames and display names', async () => {
    expect(await names(victim, 'b')).toEqual([])
    expect(await names(victim, '')).toEqual([])
    expect(await names(victim, 'blk')).toEqual(['blk_friend', 'blk_pest'])
    expect(await names(victim, 'BLK_F')).toEqual(['blk_friend'])
    const body = (await messaging(t, victim).get('user-suggestions?query=blk_fr')).body
    expect(body.users).toEqual([
      { id: friend.id, username: 'blk_friend', displayName: 'blk_friend Display' },
    ])
    expect(await names(victim, '%_')).toEqual([])
  })

  it('never lists the viewer, users they blocked, or users who blocked them', async () => {
    await messaging(t, victim).post('block', { username: 'blk_pest' })
    expect(await names(victim, 'blk')).toEqual(['blk_friend'])
    expect(await names(pest, 'blk')).toEqual(['blk_friend'])
    await messaging(t, victim).post('unblock', { username: 'blk_pest' })
    expect(await names(pest, 'blk')).toEqual(['blk_friend', 'blk_victim'])
  })

  it('refuses guests', async () => {
    expect((await api(t.app).get('/api/messaging/user-suggestions?query=blk')).status).toBe(401)
  })
})
