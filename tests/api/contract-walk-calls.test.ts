/**
 * Walks every call of docs/product.md#calls once as the people a Seen brings together (its creator,
 * a member, a stranger, a guest who posted), over a Seen that mixes guest and user posts. `api()`
 * reads every success answer with the client's schema; the last test checks that no call was
 * missed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { invitations } from '~/server/db/schema'
import { KNOWN_CITIES } from '~/server/demo/cities'
import { newInvitationToken } from '~/server/membership/token'
import { makeAppearance } from './appearances-fixtures'
import { CONTRACTS, checkedContracts } from './contract'
import { buildWorld, type World } from './contract-walk-seens.fixtures'
import { api, CookieJar, createTestApp, type TestApp } from './helpers'
import { createSeen, DAY, insertSeen, register, type TestUser } from './seens-fixtures'

let t: TestApp
let w: World
beforeAll(async () => {
  t = await createTestApp()
  w = await buildWorld(t)
}, 60_000)
afterAll(() => t.close())

type Json = Record<string, unknown>
async function call(
  who: TestUser | CookieJar | undefined,
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  body?: unknown,
) {
  const client = api(t.app, who && 'jar' in who ? who.jar : who)
  const res = method === 'get' ? await client.get(path) : await client[method](path, body)
  const json = (await res.json()) as Json
  expect(res.status, `${method.toUpperCase()} ${path}: ${JSON.stringify(json)}`).toBe(200)
  return json
}
const list = <T>(body: Json, key: string) => (body[key] ?? []) as T[]

describe('every docs/product.md#calls call answers what the client reads', () => {
  it('Seens: list, create, detail, the Seens one may post to, bookmark, like', async () => {
    await call(undefined, 'get', '/api/seen/trendinglist?limit=15&offset=0')
    await call(w.member, 'get', '/api/seen/trendinglist?limit=15&offset=0&membership=true')
    const created = await createSeen(t, w.creator)
    await call(w.stranger, 'get', `/api/seen/${created}?limit=15&offset=0`)
    await call(undefined, 'get', '/api/seen/postable')
    await call(w.member, 'get', '/api/seen/postable')
    await call(w.member, 'post', '/api/seen/bookmark', { seenShortName: w.mixed })
    await call(w.member, 'post', '/api/seen/like', { seenShortName: w.mixed, like: true })
  })

  it('appearances: post, open, list, like, hide, approve', async () => {
    const mine = await makeAppearance(t, w.member.jar, w.mixed, { headline: 'walk post' })
    await call(w.member, 'get', `/api/appearance/${mine}`)
    await call(w.guestJar, 'get', `/api/appearance/list/${w.mixed}?limit=15&offset=0`)
    const guests = await makeAppearance(t, w.guestJar, w.mixed, { headline: 'walk guest' })
    await call(w.guestJar, 'post', `/api/appearance/hide/${guests}`, { hide: true })
    await call(w.creator, 'post', `/api/appearance/approve/${mine}`, { approve: true })
    await call(w.stranger, 'post', '/api/appearance/like', { appearanceShortName: mine })
    await call(w.member, 'post', `/api/appearance/hide/${mine}`, { hide: true })
  })

  it('moderation: remove a photo, block its poster, the blocked list, unblock', async () => {
    const guests = await makeAppearance(t, w.guestJar, w.mixed, { headline: 'walk blocked' })
    const blocked = await call(w.creator, 'post', `/api/appearance/block/${guests}`, {})
    await call(w.creator, 'get', `/api/seen/blocked-posters/${w.mixed}`)
    await call(w.creator, 'post', `/api/appearance/remove/${guests}`, {})
    const id = (blocked.blockedPoster as { id: string }).id
    await call(w.creator, 'post', '/api/seen/blocked-posters/unblock', { blockId: id })
  })

  it('guest uploads: the host reads and sets the quota', async () => {
    await call(w.creator, 'get', `/api/seen/guest-uploads/${w.mixed}`)
    await call(w.creator, 'put', `/api/seen/guest-uploads/${w.mixed}`, {
      quota: 20_000,
      open: true,
    })
  })

  it('join requests: request, the creator’s list, approve, the user’s list', async () => {
    const seen = await insertSeen(t, w.creator.id, {
      type: 3,
      start: new Date(t.clock.now().getTime() - DAY / 24),
    })
    await call(w.stranger, 'post', '/api/seen/joinrequests/request', {
      seenShortName: seen.shortName,
      message: 'hi',
    })
    const [request] = list<{ id: string }>(
      await call(w.creator, 'get', `/api/seen/joinrequests/seen/${seen.shortName}`),
      'requests',
    )
    await call(w.creator, 'post', '/api/seen/joinrequests/approve', {
      requestId: request?.id,
      approve: true,
    })
    await call(w.stranger, 'get', '/api/seen/joinrequests/user')
  })

  it('invitations: send, both lists, respond, accept by token, revoke', async () => {
    const seen = await insertSeen(t, w.creator.id, { type: 6 })
    await call(w.creator, 'post', '/api/seen/invitations/send', {
      seenShortName: seen.shortName,
      invitees: ['walk_member', 'walk_stranger'],
    })
    const sent = list<{ id: string; inviteeUsername: string }>(
      await call(w.creator, 'get', `/api/seen/invitations/seen/${seen.id}`),
      'invitations',
    )
    const [mine] = list<{ id: string }>(
      await call(w.member, 'get', '/api/seen/invitations/user'),
      'invitations',
    )
    await call(w.member, 'post', '/api/seen/invitations/respond', {
      invitationId: mine?.id,
      accept: true,
    })
    const toStranger = sent.find((i) => i.inviteeUsername === 'walk_stranger')
    await call(w.creator, 'delete', '/api/seen/invitations/revoke', {
      invitationId: toStranger?.id,
    })
    const { token, hash } = newInvitationToken()
    const now = t.clock.now()
    await t.db.insert(invitations).values({
      seenId: seen.id,
      inviterId: w.creator.id,
      inviteeId: w.stranger.id,
      tokenHash: hash,
      invitedAt: now,
      expiresAt: new Date(now.getTime() + DAY),
    })
    const preview = await call(undefined, 'get', `/api/seen/invitations/preview/${token}`)
    expect(preview.invitation).toMatchObject({ seenShortName: seen.shortName, status: 1 })
    await call(w.stranger, 'post', `/api/seen/invitations/accept/${token}`)
  })

  it('profiles, follows and the timeline', async () => {
    const { userProfile } = await call(w.member, 'get', '/api/userprofile')
    await call(w.member, 'post', '/api/userprofile', {
      userProfile: { ...(userProfile as Json), bio: 'Walking' },
    })
    await call(undefined, 'get', '/api/userprofile/by-username/walk_creator')
    await call(w.member, 'get', '/api/userprofile/follow-status/walk_creator')
    await call(w.member, 'post', '/api/userprofile/follow/walk_creator', { follow: true })
    await call(w.member, 'get', '/api/follow/list')
    await call(w.member, 'post', '/api/follow/unfollow', { userIdToUnfollow: w.creator.id })
    await call(w.creator, 'get', '/api/timeline?pageNumber=1&pageSize=20')
  })

  it('places and tags', async () => {
    const { paris } = KNOWN_CITIES
    await call(undefined, 'get', `/api/location/bycoordinates/${paris.latitude}/${paris.longitude}`)
    await call(undefined, 'get', '/api/location/byname/Paris')
    await call(undefined, 'get', '/api/tags/autocomplete?search=pa')
    await call(undefined, 'get', '/api/tags/byname/party')
  })

  it('messaging: send, read, reply, withdraw, delete, lists, suggestions, groups, blocks', async () => {
    const { messageId } = await call(w.creator, 'post', '/api/messaging/send/user', {
      recipientUsernames: ['walk_member'],
      subject: 'Hello',
      content: 'See you there',
    })
    await call(w.member, 'get', '/api/messaging/inbox?limit=50&offset=0')
    await call(w.member, 'get', '/api/messaging/unread-count')
    await call(w.member, 'post', '/api/messaging/read', { messageId })
    await call(w.member, 'post', '/api/messaging/reply', {
      originalMessageId: messageId,
      content: 'Yes',
    })
    await call(w.creator, 'get', '/api/messaging/sent?limit=50&offset=0')
    await call(w.stranger, 'post', '/api/userprofile/follow/walk_creator', { follow: true })
    await call(w.creator, 'post', '/api/messaging/send/followers', { content: 'To all' })
    const again = await call(w.creator, 'post', '/api/messaging/send/user', {
      recipientUsernames: ['walk_stranger'],
      content: 'x',
    })
    await call(w.creator, 'post', '/api/messaging/withdraw', { messageId: again.messageId })
    await call(w.member, 'post', '/api/messaging/delete', { messageId })
    await call(w.creator, 'get', '/api/messaging/user-suggestions?query=wa')
    const { group } = await call(w.creator, 'post', '/api/messaging/groups', { name: 'Crew' })
    const groupId = (group as { id: string }).id
    await call(w.creator, 'get', '/api/messaging/groups')
    await call(w.creator, 'post', '/api/messaging/groups/members', {
      groupId,
      memberId: w.member.id,
    })
    await call(w.creator, 'post', '/api/messaging/groups/members', {
      groupId,
      memberId: w.stranger.id,
    })
    await call(w.creator, 'get', `/api/messaging/groups/${groupId}/members`)
    await call(w.creator, 'post', '/api/messaging/send/group', { groupId, content: 'Crew call' })
    await call(w.creator, 'post', '/api/messaging/groups/remove-member', {
      groupId,
      memberId: w.stranger.id,
    })
    await call(w.creator, 'post', '/api/messaging/groups/transfer-ownership', {
      groupId,
      newOwnerId: w.member.id,
    })
    await call(w.creator, 'post', '/api/messaging/groups/leave', { groupId })
    await call(w.member, 'post', '/api/messaging/groups/delete', { groupId })
    await call(w.member, 'post', '/api/messaging/block', { username: 'walk_stranger' })
    await call(w.member, 'get', '/api/messaging/blocked')
    await call(w.member, 'post', '/api/messaging/unblock', { username: 'walk_stranger' })
  })

  it('the account: change password (this session stays)', async () => {
    await call(w.stranger, 'post', '/api/account/password', {
      currentPassword: 'correct horse battery',
      newPassword: 'a brand new secret',
    })
    await call(w.stranger, 'get', '/bff/user')
  })

  it('the account: e-mail address and a change waiting for its link', async () => {
    await call(w.member, 'post', '/api/account/email', {
      newEmail: 'walk_member_new@example.com',
      currentPassword: 'correct horse battery',
    })
    await call(w.member, 'get', '/api/account/email')
  })

  it('the account: sessions, data link, deletion', async () => {
    const other = new CookieJar()
    await api(t.app, other).form('/account/login', {
      login: 'walk_member',
      password: 'correct horse battery',
    })
    const listed = list<{ id: string; isCurrent: boolean }>(
      await call(w.member, 'get', '/api/account/sessions'),
      'sessions',
    )
    const elsewhere = listed.find((s) => !s.isCurrent)
    await call(w.member, 'post', '/api/account/sessions/end', { sessionId: elsewhere?.id })
    await call(w.member, 'post', '/api/account/sessions/end-others')
    await call(w.member, 'post', '/api/account/export')
    const leaving = await register(t, 'walk_leaving')
    await call(leaving, 'post', '/api/account/delete', { password: 'correct horse battery' })
  })

  it('Web Push: key, subscription, preferences', async () => {
    await call(w.member, 'get', '/api/push/key')
    const subscription = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/walk',
      keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
    }
    await call(w.member, 'post', '/api/push/subscribe', { subscription })
    const { preferences } = await call(w.member, 'get', '/api/push/preferences')
    await call(w.member, 'put', '/api/push/preferences', {
      preferences: { ...(preferences as Json), message: false },
    })
    await call(w.member, 'post', '/api/push/unsubscribe', { endpoint: subscription.endpoint })
  })

  it('the session claims', async () => {
    await call(w.member, 'get', '/bff/user')
  })

  it('left no call of the contract table unchecked', () => {
    const missed = CONTRACTS.filter((c) => !checkedContracts.has(c)).map(
      (c) => `${c.method} ${c.path}`,
    )
    expect(missed).toEqual([])
  })
})
