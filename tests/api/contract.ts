/**
 * Every success answer of the API, read with the valibot schema the client reads it with
 * (docs/architecture/api.md#contract-tests). `api()` runs each 2xx JSON answer through
 * `checkContract`, so an answer the client would refuse fails the server test that received it,
 * whatever that test asserts.
 */
import zlib from 'node:zlib'
import * as v from 'valibot'
import { deleteAccountResponse } from '~/shared/schemas/account-delete'
import { accountEmailResponse, changeEmailResponse } from '~/shared/schemas/account-email'
import { exportLinkResponse } from '~/shared/schemas/account-export'
import { accountSessionsResponse, endSessionsResponse } from '~/shared/schemas/account-sessions'
import {
  appearanceListResponse,
  appearanceRecordResponse,
  approveAppearanceResponse,
  hideAppearanceResponse,
  likeAppearanceResponse,
} from '~/shared/schemas/appearance'
import { followListResponse, followStatusResponse } from '~/shared/schemas/follow'
import { guestUploadsResponse } from '~/shared/schemas/guest-uploads'
import {
  acceptInvitationResponse,
  invitationPreviewResponse,
  respondInvitationResponse,
  seenInvitationsResponse,
  sendInvitationsResponse,
  userInvitationsResponse,
} from '~/shared/schemas/invitation'
import { joinRequestResponse, joinRequestsResponse } from '~/shared/schemas/join-request'
import { geoLocationsResponse } from '~/shared/schemas/location'
import {
  blockedUsersResponse,
  countResponse,
  doneResponse,
  groupResponse,
  groupsResponse,
  membersResponse,
  messagesResponse,
  replyResponse,
  sendResponse,
  usersResponse,
} from '~/shared/schemas/messaging'
import {
  blockedPostersResponse,
  blockPosterResponse,
  removeAppearanceResponse,
  unblockPosterResponse,
} from '~/shared/schemas/moderation'
import { changePasswordResponse } from '~/shared/schemas/password'
import { postableSeensResponse } from '~/shared/schemas/postable-seens'
import { publicProfileResponse, userProfileResponse } from '~/shared/schemas/profile'
import { pushDoneResponse, pushKeyResponse, pushPreferencesResponse } from '~/shared/schemas/push'
import {
  createSeenResponse,
  seenListResponse,
  toggleBookmarkResponse,
  toggleLikeResponse,
} from '~/shared/schemas/seen'
import { seenDetailResponse } from '~/shared/schemas/seen-detail'
import { tagsResponse } from '~/shared/schemas/seen-requests'
import { claims } from '~/shared/schemas/session'
import { timelineResponse } from '~/shared/schemas/timeline'

type Contract = { method: string; path: RegExp; schema: v.GenericSchema }

const seg = '[^/?]+'
const c = (method: string, path: string, schema: v.GenericSchema): Contract => ({
  method,
  path: new RegExp(`^${path.replaceAll('{}', seg)}(\\?.*)?$`),
  schema,
})

/**
 * The docs/product.md#calls calls with the answer schema the client reads them with; first match
 * wins.
 */
export const CONTRACTS: readonly Contract[] = [
  c('GET', '/bff/user', claims),
  c('GET', '/api/seen/trendinglist', seenListResponse),
  c('POST', '/api/seen', createSeenResponse),
  c('POST', '/api/seen/bookmark', toggleBookmarkResponse),
  c('POST', '/api/seen/like', toggleLikeResponse),
  c('POST', '/api/seen/joinrequests/request', joinRequestResponse),
  c('POST', '/api/seen/joinrequests/approve', joinRequestResponse),
  c('GET', '/api/seen/joinrequests/seen/{}', joinRequestsResponse),
  c('GET', '/api/seen/joinrequests/user', joinRequestsResponse),
  c('POST', '/api/seen/invitations/send', sendInvitationsResponse),
  c('GET', '/api/seen/invitations/seen/{}', seenInvitationsResponse),
  c('GET', '/api/seen/invitations/user', userInvitationsResponse),
  c('POST', '/api/seen/invitations/respond', respondInvitationResponse),
  c('POST', '/api/seen/invitations/accept/{}', acceptInvitationResponse),
  c('GET', '/api/seen/invitations/preview/{}', invitationPreviewResponse),
  c('DELETE', '/api/seen/invitations/revoke', v.object({})),
  c('GET', '/api/seen/postable', postableSeensResponse),
  c('GET', '/api/seen/blocked-posters/{}', blockedPostersResponse),
  c('POST', '/api/seen/blocked-posters/unblock', unblockPosterResponse),
  c('GET', '/api/seen/guest-uploads/{}', guestUploadsResponse),
  c('PUT', '/api/seen/guest-uploads/{}', guestUploadsResponse),
  c('GET', '/api/seen/{}', seenDetailResponse),
  c('GET', '/api/appearance/list/{}', appearanceListResponse),
  c('POST', '/api/appearance', appearanceRecordResponse),
  c('POST', '/api/appearance/like', likeAppearanceResponse),
  c('POST', '/api/appearance/hide/{}', hideAppearanceResponse),
  c('POST', '/api/appearance/approve/{}', approveAppearanceResponse),
  c('POST', '/api/appearance/remove/{}', removeAppearanceResponse),
  c('POST', '/api/appearance/block/{}', blockPosterResponse),
  c('GET', '/api/appearance/{}', appearanceRecordResponse),
  c('GET', '/api/userprofile', userProfileResponse),
  c('POST', '/api/userprofile', userProfileResponse),
  c('GET', '/api/userprofile/by-username/{}', publicProfileResponse),
  c('GET', '/api/userprofile/follow-status/{}', followStatusResponse),
  c('POST', '/api/userprofile/follow/{}', followStatusResponse),
  c('GET', '/api/follow/list', followListResponse),
  c('POST', '/api/follow/unfollow', doneResponse),
  c('GET', '/api/timeline', timelineResponse),
  c('GET', '/api/location/bycoordinates/{}/{}', geoLocationsResponse),
  c('GET', '/api/location/byname/{}', geoLocationsResponse),
  c('GET', '/api/tags/autocomplete', tagsResponse),
  c('GET', '/api/tags/byname/{}', tagsResponse),
  c('GET', '/api/messaging/inbox', messagesResponse),
  c('GET', '/api/messaging/sent', messagesResponse),
  c('GET', '/api/messaging/unread-count', countResponse),
  c('POST', '/api/messaging/send/(user|group|followers)', sendResponse),
  c('POST', '/api/messaging/(withdraw|read|delete|block|unblock)', doneResponse),
  c('POST', '/api/messaging/reply', replyResponse),
  c('GET', '/api/messaging/user-suggestions', usersResponse),
  c('GET', '/api/messaging/groups', groupsResponse),
  c('POST', '/api/messaging/groups', groupResponse),
  c('POST', '/api/messaging/groups/(delete|leave)', doneResponse),
  c('GET', '/api/messaging/groups/{}/members', membersResponse),
  c('POST', '/api/messaging/groups/(members|remove-member)', membersResponse),
  c('POST', '/api/messaging/groups/transfer-ownership', groupResponse),
  c('GET', '/api/messaging/blocked', blockedUsersResponse),
  c('POST', '/api/account/password', changePasswordResponse),
  c('GET', '/api/account/email', accountEmailResponse),
  c('POST', '/api/account/email', changeEmailResponse),
  c('GET', '/api/account/sessions', accountSessionsResponse),
  c('POST', '/api/account/sessions/(end|end-others)', endSessionsResponse),
  c('POST', '/api/account/delete', deleteAccountResponse),
  c('POST', '/api/account/export', exportLinkResponse),
  c('GET', '/api/push/key', pushKeyResponse),
  c('POST', '/api/push/(subscribe|unsubscribe)', pushDoneResponse),
  c('GET', '/api/push/preferences', pushPreferencesResponse),
  c('PUT', '/api/push/preferences', pushPreferencesResponse),
]

/** Answers that are not the client's JSON calls: pages, redirects, media, health. */
const outside = (path: string) => !path.startsWith('/api/') && !path.startsWith('/bff/user')

export function contractFor(method: string, path: string): Contract | undefined {
  return CONTRACTS.find((entry) => entry.method === method && entry.path.test(path))
}

/** The contracts whose success answers this test file has checked so far. */
export const checkedContracts = new Set<Contract>()

/** The JSON of an answer as a browser hands it over: decompressed when it came compressed. */
async function readBody(res: Response): Promise<unknown> {
  const raw = Buffer.from(await res.clone().arrayBuffer())
  const encoding = res.headers.get('content-encoding')
  const text =
    encoding === 'br'
      ? zlib.brotliDecompressSync(raw)
      : encoding === 'gzip'
        ? zlib.gunzipSync(raw)
        : raw
  return JSON.parse(text.toString('utf8'))
}

/**
 * Throws when a 2xx JSON answer of `method path` is not what the client's schema accepts, or
 * when an API path has no contract at all (a new call must say how the client reads it).
 */
export async function checkContract(method: string, path: string, res: Response): Promise<void> {
  if (!res.ok || outside(path)) return
  if (!res.headers.get('content-type')?.includes('application/json')) return
  const contract = contractFor(method, path)
  if (!contract) throw new Error(`No client contract for ${method} ${path}: add it to CONTRACTS`)
  const body = await readBody(res)
  const result = v.safeParse(contract.schema, body)
  checkedContracts.add(contract)
  if (result.success) return
  const problems = result.issues
    .slice(0, 5)
    .map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`)
  throw new Error(`${method} ${path} answered what the client refuses:\n  ${problems.join('\n  ')}`)
}
