import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MESSAGING_MSG } from '~/shared/messaging-messages'
import { api, createTestApp, type TestApp } from './helpers'
import { inbox, messaging, refusal } from './messaging-fixtures'
import { register, type TestUser } from './seens-fixtures'

let t: TestApp
let owner: TestUser
let member: TestUser
let outsider: TestUser
let groupId: string

beforeAll(async () => {
  t = await createTestApp()
  owner = await register(t, 'grp_owner')
  member = await register(t, 'grp_member')
  outsider = await register(t, 'grp_outsider')
})
afterAll(() => t.close())

const ok = { success: true, errorMessage: null }
const memberNames = async (user: TestUser, id = groupId) =>
  (
    (await messaging(t, user).get(`groups/${id}/members`)).body.members as {
      memberUsername: string
    }[]
  ).map((m) => m.memberUsername)

describe('message groups', () => {
  it('creates a group owned by (and holding) its creator', async () => {
    expect(
      (await messaging(t, owner).post('groups', { name: '  ' })).body.errors?.userMessage,
    ).toEqual([MESSAGING_MSG.groupNameRequired])
    expect((await messaging(t, owner).post('groups', {})).status).toBe(400)
    const created = await messaging(t, owner).post('groups', { name: 'Book club' })
    expect(created.status).toBe(200)
    expect(created.body.group).toMatchObject({
      name: 'Book club',
      creatorDisplayName: 'grp_owner Display',
      ownerUsername: 'grp_owner',
      isOwner: true,
      memberCount: 1,
    })
    groupId = String((created.body.group as { id: string }).id)
    expect((await messaging(t, owner).get('groups')).body).toMatchObject({
      ...ok,
      groups: [{ id: groupId, name: 'Book club' }],
    })
    expect((await messaging(t, outsider).get('groups')).body.groups).toEqual([])
    expect(await memberNames(owner)).toEqual(['grp_owner'])
  })

  it('only the owner adds members; a repeat is a conflict', async () => {
    const add = { groupId, memberId: member.id }
    expect(await messaging(t, outsider).post('groups/members', add)).toEqual(
      refusal(404, MESSAGING_MSG.groupNotFound),
    )
    const added = await messaging(t, owner).post('groups/members', add)
    expect(added.status).toBe(200)
    expect(await memberNames(member)).toEqual(['grp_owner', 'grp_member'])
    expect(await messaging(t, owner).post('groups/members', add)).toEqual(
      refusal(409, MESSAGING_MSG.alreadyMember),
    )
    expect(
      await messaging(t, member).post('groups/members', { groupId, memberId: outsider.id }),
    ).toEqual(refusal(403, MESSAGING_MSG.ownerOnly))
    expect(
      await messaging(t, owner).post('groups/members', { groupId, memberId: randomUUID() }),
    ).toEqual(refusal(404, MESSAGING_MSG.unknownUser))
    expect((await messaging(t, member).get('groups')).body.groups).toMatchObject([
      { id: groupId, isOwner: false, memberCount: 2 },
    ])
  })

  it('members are hidden from outsiders', async () => {
    expect(await messaging(t, outsider).get(`groups/${groupId}/members`)).toEqual(
      refusal(404, MESSAGING_MSG.groupNotFound),
    )
    expect((await messaging(t, owner).get('groups/not-a-uuid/members')).status).toBe(400)
  })

  it('send/group reaches every other member', async () => {
    const answer = await messaging(t, owner).post('send/group', {
      groupId,
      subject: 'Next book',
      content: 'Dune',
    })
    expect(answer.body).toMatchObject({ ...ok, recipientCount: 1, undeliveredUsernames: [] })
    expect((await inbox(t, member))[0]).toMatchObject({ subject: 'Next book', content: 'Dune' })
    expect(
      await messaging(t, outsider).post('send/group', { groupId, content: 'Let me in' }),
    ).toEqual(refusal(404, MESSAGING_MSG.groupNotFound))
    expect(
      (await messaging(t, owner).post('send/group', { groupId, content: '' })).body.errors
        ?.userMessage,
    ).toEqual([MESSAGING_MSG.contentRequired])
  })

  it('transfers ownership to a member; the old owner loses it and stays a member', async () => {
    expect(
      await messaging(t, member).post('groups/transfer-ownership', {
        groupId,
        newOwnerId: member.id,
      }),
    ).toEqual(refusal(403, MESSAGING_MSG.ownerOnly))
    expect(
      await messaging(t, owner).post('groups/transfer-ownership', {
        groupId,
        newOwnerId: outsider.id,
      }),
    ).toEqual(refusal(400, MESSAGING_MSG.notMember))
    const moved = await messaging(t, owner).post('groups/transfer-ownership', {
      groupId,
      newOwnerId: member.id,
    })
    expect(moved.body.group).toMatchObject({
      ownerUsername: 'grp_member',
      creatorDisplayName: 'grp_member Display',
      isOwner: false,
    })
    expect(
      await messaging(t, owner).post('groups/members', { groupId, memberId: outsider.id }),
    ).toEqual(refusal(403, MESSAGING_MSG.ownerOnly))
    expect(await memberNames(owner)).toEqual(['grp_member', 'grp_owner'])
  })

  it('only the owner removes members, never the owner', async () => {
    expect(
      await messaging(t, owner).post('groups/remove-member', { groupId, memberId: member.id }),
    ).toEqual(refusal(403, MESSAGING_MSG.ownerOnly))
    expect(
      await messaging(t, member).post('groups/remove-member', { groupId, memberId: member.id }),
    ).toEqual(refusal(400, MESSAGING_MSG.ownerStays))
    expect(
      await messaging(t, member).post('groups/remove-member', { groupId, memberId: outsider.id }),
    ).toEqual(refusal(404, MESSAGING_MSG.notMember))
    const removed = await messaging(t, member).post('groups/remove-member', {
      groupId,
      memberId: owner.id,
    })
    expect(removed.body.members).toMatchObject([{ memberUsername: 'grp_member', isOwner: true }])
    expect((await messaging(t, owner).get('groups')).body.groups).toEqual([])
  })

  it('only the owner deletes the group', async () => {
    expect(await messaging(t, owner).post('groups/delete', { groupId })).toEqual(
      refusal(404, MESSAGING_MSG.groupNotFound),
    )
    expect((await messaging(t, member).post('groups/delete', { groupId })).body).toEqual(ok)
    expect((await messaging(t, member).get('groups')).body.groups).toEqual([])
    expect(await messaging(t, member).post('groups/delete', { groupId })).toEqual(
      refusal(404, MESSAGING_MSG.groupNotFound),
    )
  })

  it('refuses guests', async () => {
    expect((await api(t.app).get('/api/messaging/groups')).status).toBe(401)
    expect((await messaging(t).post('groups', { name: 'x' })).status).toBe(401)
  })
})

describe('POST /api/messaging/send/followers', () => {
  it('reaches every follower, skipping (and naming) those who blocked the sender', async () => {
    const star = await register(t, 'fol_star')
    const fanA = await register(t, 'fol_fan_a')
    const fanB = await register(t, 'fol_fan_b')
    expect(await messaging(t, star).post('send/followers', { content: 'Hello fans' })).toEqual(
      refusal(400, MESSAGING_MSG.noFollowers),
    )
    for (const fan of [fanA, fanB]) {
      await api(t.app, fan.jar).post('/api/userprofile/follow/fol_star', { follow: true })
    }
    await messaging(t, fanB).post('block', { username: 'fol_star' })
    const answer = await messaging(t, star).post('send/followers', {
      subject: 'Tour',
      content: 'New dates',
    })
    expect(answer.body).toMatchObject({
      ...ok,
      recipientCount: 1,
      undeliveredUsernames: ['fol_fan_b'],
    })
    expect((await inbox(t, fanA))[0]).toMatchObject({ subject: 'Tour', content: 'New dates' })
    expect(await inbox(t, fanB)).toEqual([])
  })
})
