/**
 * Every call of docs/product.md#calls with a realistic request, for the fuzz suite to break: `body`
 * for writes, `params`/`query` for reads. Ids and short names point at real rows, so bad input
 * reaches as deep into each route as validation lets it.
 */
import { PUSH_KINDS } from '~/shared/push'
import { appearanceRecord, makeSeen } from './appearances-fixtures'
import { api, type TestApp } from './helpers'
import { type TestUser, tinyPhoto } from './seens-fixtures'

export interface FuzzTargets {
  seen: string
  seenId: string
  appearance: string
  username: string
  otherId: string
  groupId: string
  messageId: string
  /** A small real photo, base64. */
  photo: string
}

/** `path` with each `:name` segment replaced by `params[name]`. */
export const fill = (path: string, params: Record<string, string> = {}) =>
  path.replace(/:(\w+)/g, (_, name: string) => params[name] ?? name)

export interface WriteRoute {
  method: 'POST' | 'PUT' | 'DELETE'
  path: string
  body: Record<string, unknown>
  /** Path segments of `path` that are parameters, with a valid value each. */
  params?: Record<string, string>
}

export interface ReadRoute {
  path: string
  params?: Record<string, string>
  query?: Record<string, string>
}

export function writeRoutes(x: FuzzTargets): WriteRoute[] {
  const seenRecord = {
    shortName: '-new-',
    seenName: 'Fuzz night',
    headline: 'Headline',
    caption: 'Caption\nline two',
    seenAccessibilityType: 1,
    requiresApproval: false,
    locationType: 1,
    startDateTime: new Date(Date.now() + 86_400_000).toISOString(),
    durationHours: 2,
    preSeenDays: 1,
    postSeenDays: 1,
    timeZoneId: 'Europe/London',
    geoNameId: 2643743,
    webAddress: 'https://example.com',
    imageInfo: { image: x.photo },
  }
  const appearanceRecord = {
    appearanceShortName: '-new-',
    seenShortName: x.seen,
    displayUserName: 'Fuzzer',
    headline: 'Headline',
    caption: 'Caption',
    relativeLocation: 1,
    hasPhoto: true,
    imageInfo: { image: x.photo },
  }
  const post = (path: string, body: Record<string, unknown>, params?: Record<string, string>) => ({
    method: 'POST' as const,
    path,
    body,
    ...(params ? { params } : {}),
  })
  return [
    post('/api/seen', { createSeenRecord: seenRecord }),
    post('/api/seen/like', { seenShortName: x.seen, like: true }),
    post('/api/seen/bookmark', { seenShortName: x.seen, bookmark: true }),
    post('/api/appearance', { appearanceRecord }),
    post('/api/appearance/like', { appearanceShortName: x.appearance, like: true }),
    post(
      '/api/appearance/hide/:appearanceShortName',
      { hide: true },
      {
        appearanceShortName: x.appearance,
      },
    ),
    post(
      '/api/appearance/approve/:appearanceShortName',
      { approve: true },
      {
        appearanceShortName: x.appearance,
      },
    ),
    post('/api/appearance/remove/:appearanceShortName', {}, { appearanceShortName: x.appearance }),
    post('/api/appearance/block/:appearanceShortName', {}, { appearanceShortName: x.appearance }),
    post('/api/seen/blocked-posters/unblock', { blockId: x.seenId }),
    post('/api/seen/invitations/send', {
      seenShortName: x.seen,
      invitees: 'someone@example.com',
      personalMessage: 'Come',
      expirationDays: 30,
    }),
    post('/api/seen/invitations/respond', { invitationId: x.seenId, accept: true }),
    post('/api/seen/invitations/accept/:token', {}, { token: 'abcdefabcdefabcdef' }),
    { method: 'DELETE', path: '/api/seen/invitations/revoke', body: { invitationId: x.seenId } },
    post('/api/seen/joinrequests/request', { seenShortName: x.seen, message: 'Let me in' }),
    post('/api/seen/joinrequests/approve', { requestId: x.seenId, approve: true }),
    post('/api/userprofile', {
      userProfile: {
        displayName: 'Fuzz',
        bio: 'Bio\nmore',
        website: 'https://example.com',
        socialLinks: { twitter: 'x' },
        interests: ['music'],
        slideshowSpeedSeconds: 5,
      },
    }),
    post('/api/userprofile/follow/:username', { follow: true }, { username: x.username }),
    post('/api/follow/unfollow', { userIdToUnfollow: x.otherId }),
    post('/api/messaging/send/user', {
      recipientUsernames: [x.username],
      content: 'Hello\nthere',
      subject: 'Hi',
    }),
    post('/api/messaging/send/group', { groupId: x.groupId, content: 'Hello', subject: 'Hi' }),
    post('/api/messaging/send/followers', { content: 'Hello', subject: 'Hi' }),
    post('/api/messaging/withdraw', { messageId: x.messageId }),
    post('/api/messaging/read', { messageId: x.messageId }),
    post('/api/messaging/reply', { originalMessageId: x.messageId, content: 'Re', subject: 'Re' }),
    post('/api/messaging/delete', { messageId: x.messageId }),
    post('/api/messaging/groups', { name: 'Crew' }),
    post('/api/messaging/groups/delete', { groupId: x.groupId }),
    post('/api/messaging/groups/members', { groupId: x.groupId, memberId: x.otherId }),
    post('/api/messaging/groups/remove-member', { groupId: x.groupId, memberId: x.otherId }),
    post('/api/messaging/groups/leave', { groupId: x.groupId }),
    post('/api/messaging/groups/transfer-ownership', { groupId: x.groupId, newOwnerId: x.otherId }),
    post('/api/messaging/block', { username: x.username }),
    post('/api/messaging/unblock', { username: x.username }),
    post('/api/push/subscribe', {
      subscription: {
        endpoint: 'https://fcm.googleapis.com/fcm/send/fuzz',
        keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
      },
    }),
    post('/api/push/unsubscribe', { endpoint: 'https://fcm.googleapis.com/fcm/send/fuzz' }),
    {
      method: 'PUT',
      path: '/api/push/preferences',
      body: { preferences: Object.fromEntries(PUSH_KINDS.map((kind) => [kind, true])) },
    },
    post('/account/register', {
      username: 'fuzz_new',
      displayName: 'Fuzz',
      email: 'fuzz@example.com',
      password: 'correct horse battery',
    }),
    post('/account/login', { login: 'fuzz_new', password: 'correct horse battery' }),
    // A wrong password: no generated body can switch the address
    // (docs/decisions/118-email-change.md).
    post('/api/account/email', { newEmail: 'fuzz.new@example.com', currentPassword: 'not it!' }),
    post('/account/email/confirm', { token: 'A'.repeat(43) }),
  ]
}

export function readRoutes(x: FuzzTargets): ReadRoute[] {
  return [
    { path: '/api/seen/trendinglist', query: { limit: '10', offset: '0', tag1: 'music' } },
    { path: '/api/seen/postable' },
    { path: '/api/seen/:shortname', params: { shortname: x.seen }, query: { limit: '5' } },
    { path: '/api/appearance/list/:seenShortName', params: { seenShortName: x.seen } },
    { path: '/api/appearance/:appearanceShortName', params: { appearanceShortName: x.appearance } },
    { path: '/api/tags/autocomplete', query: { search: 'mu' } },
    { path: '/api/tags/byname/:name', params: { name: 'music' } },
    { path: '/api/location/byname/:name', params: { name: 'Lon' } },
    { path: '/api/location/bycoordinates/:lat/:lng', params: { lat: '51.5', lng: '-0.1' } },
    { path: '/api/userprofile' },
    { path: '/api/userprofile/by-username/:username', params: { username: x.username } },
    { path: '/api/userprofile/follow-status/:username', params: { username: x.username } },
    { path: '/api/follow/list' },
    { path: '/api/timeline', query: { pageNumber: '1' } },
    { path: '/api/seen/invitations/seen/:seenId', params: { seenId: x.seenId } },
    { path: '/api/seen/invitations/user', query: { limit: '10' } },
    { path: '/api/seen/joinrequests/seen/:seenShortName', params: { seenShortName: x.seen } },
    { path: '/api/seen/joinrequests/user' },
    { path: '/api/seen/blocked-posters/:seenShortName', params: { seenShortName: x.seen } },
    { path: '/api/messaging/inbox', query: { limit: '10', offset: '0' } },
    { path: '/api/messaging/sent', query: { limit: '10', offset: '0' } },
    { path: '/api/messaging/unread-count' },
    { path: '/api/messaging/groups' },
    { path: '/api/messaging/groups/:groupId/members', params: { groupId: x.groupId } },
    { path: '/api/messaging/blocked' },
    { path: '/api/messaging/user-suggestions', query: { query: 'fu' } },
    { path: '/bff/user' },
    { path: '/account/login', query: { returnUrl: '/seen_list' } },
    { path: '/api/account/email' },
    { path: '/account/email/confirm', query: { token: 'A'.repeat(43) } },
  ]
}

/** Real rows for the routes to point at: a Seen of `host` with an appearance, a group, a message. */
export async function createFuzzTargets(
  t: TestApp,
  host: TestUser,
  other: TestUser,
): Promise<FuzzTargets> {
  const seen = await makeSeen(t, host)
  const posted = await api(t.app, host.jar).post('/api/appearance', {
    appearanceRecord: await appearanceRecord(seen.shortName),
  })
  const appearance = (
    (await posted.json()) as { appearanceRecord: { appearanceShortName: string } }
  ).appearanceRecord.appearanceShortName
  const group = (await (
    await api(t.app, host.jar).post('/api/messaging/groups', { name: 'Fuzz crew' })
  ).json()) as { group?: { id: string }; groupId?: string }
  await api(t.app, host.jar).post('/api/messaging/send/user', {
    recipientUsernames: [other.username],
    content: 'hello',
  })
  const sent = (await (await api(t.app, host.jar).get('/api/messaging/sent')).json()) as {
    messages: { id: string }[]
  }
  return {
    seen: seen.shortName,
    seenId: seen.id,
    appearance,
    username: other.username,
    otherId: other.id,
    groupId: group.group?.id ?? group.groupId ?? '00000000-0000-4000-8000-000000000000',
    messageId: sent.messages[0]?.id ?? '00000000-0000-4000-8000-000000000000',
    photo: await tinyPhoto(),
  }
}
