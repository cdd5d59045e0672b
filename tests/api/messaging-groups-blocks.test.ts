import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MESSAGING_MSG } from '~/shared/messaging-messages'
import { dbSnapshot } from './db-snapshot'
import { createTestApp, type TestApp } from './helpers'
import { messaging, refusal } from './messaging-fixtures'
import { register, type TestUser } from './seens-fixtures'

let t: TestApp
let blocker: TestUser
let blocked: TestUser
let friend: TestUser
beforeAll(async () => {
  t = await createTestApp()
  blocker = await register(t, 'gb_blocker')
  blocked = await register(t, 'gb_blocked')
  friend = await register(t, 'gb_friend')
})
afterAll(() => t.close())

const groupOf = async (owner: TestUser, name: string) => {
  const created = await messaging(t, owner).post('groups', { name })
  return String((created.body.group as { id: string }).id)
}
const groupNames = async (user: TestUser) =>
  ((await messaging(t, user).get('groups')).body.groups as { name: string }[]).map((g) => g.name)

describe('blocks hold in groups', () => {
  it('a blocked user cannot add the blocker to a group, nor make them its owner', async () => {
    const groupId = await groupOf(blocked, 'Named to insult')
    // Added while there was no block yet, then blocked: ownership still cannot be handed over.
    const early = await groupOf(blocked, 'Before the block')
    expect(
      (await messaging(t, blocked).post('groups/members', { groupId: early, memberId: blocker.id }))
        .status,
    ).toBe(200)
    expect((await messaging(t, blocker).post('block', { username: blocked.username })).status).toBe(
      200,
    )

    const before = await dbSnapshot(t.db)
    expect(
      await messaging(t, blocked).post('groups/members', { groupId, memberId: blocker.id }),
    ).toEqual(refusal(403, MESSAGING_MSG.cannotJoinGroup))
    expect(
      await messaging(t, blocked).post('groups/transfer-ownership', {
        groupId: early,
        newOwnerId: blocker.id,
      }),
    ).toEqual(refusal(403, MESSAGING_MSG.cannotOwnGroup))
    expect(await dbSnapshot(t.db)).toEqual(before)
    expect(await groupNames(blocker)).toEqual(['Before the block'])

    // Anyone else is still added as before.
    expect(
      (await messaging(t, blocked).post('groups/members', { groupId, memberId: friend.id })).status,
    ).toBe(200)
  })

  it('any member can leave a group, the blocker included', async () => {
    const [early] = (await messaging(t, blocker).get('groups')).body.groups as { id: string }[]
    const left = await messaging(t, blocker).post('groups/leave', { groupId: early?.id })
    expect(left.status).toBe(200)
    expect(await groupNames(blocker)).toEqual([])
  })

  it('an owner who leaves hands the group to the member added first; alone, deletes it', async () => {
    const groupId = await groupOf(friend, 'Handed on')
    await messaging(t, friend).post('groups/members', { groupId, memberId: blocker.id })
    // Added later by the clock, not only by the order of the calls.
    t.clock.advance(1000)
    await messaging(t, friend).post('groups/members', { groupId, memberId: blocked.id })
    expect((await messaging(t, friend).post('groups/leave', { groupId })).status).toBe(200)
    const group = (
      (await messaging(t, blocker).get('groups')).body.groups as {
        name: string
        isOwner: boolean
      }[]
    ).find((g) => g.name === 'Handed on')
    expect(group?.isOwner).toBe(true)
    expect(await groupNames(friend)).not.toContain('Handed on')

    const alone = await groupOf(friend, 'Alone')
    await messaging(t, friend).post('groups/leave', { groupId: alone })
    expect(await groupNames(friend)).not.toContain('Alone')
  })
})
