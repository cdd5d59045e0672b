/** docs/product.md#records join request and the docs/product.md#calls join-request calls. */
import * as v from 'valibot'
import { JoinRequestStatus } from '../enums'
import { JOIN_REQUEST_MESSAGE_MAX, JOIN_REQUEST_MSG } from '../membership-messages'
import { requiredBoolean } from './invitation'

const nullableString = v.nullable(v.string())

/**
 * docs/product.md#records Join request (plus the Seen's name, for lists of one user's requests).
 */
export const joinRequest = v.object({
  id: v.string(),
  seenShortName: v.string(),
  seenName: v.optional(v.string()),
  status: v.picklist(Object.values(JoinRequestStatus)),
  message: nullableString,
  requestDate: v.string(),
  responseDate: nullableString,
  userDisplayName: v.string(),
  userUsername: v.string(),
})
export type JoinRequest = v.InferOutput<typeof joinRequest>

export const joinRequestsResponse = v.object({ requests: v.array(joinRequest) })
export const joinRequestResponse = v.object({ request: joinRequest })

/**
 * docs/product.md#calls POST /api/seen/joinrequests/request; docs/product.md#validation the message
 * is optional.
 */
export const requestJoinRequest = v.object({
  seenShortName: v.pipe(
    v.string('seenShortName is required.'),
    v.nonEmpty('seenShortName is required.'),
    v.maxLength(64, 'seenShortName must not exceed 64 characters.'),
  ),
  message: v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(JOIN_REQUEST_MESSAGE_MAX, JOIN_REQUEST_MSG.messageTooLong),
      ),
    ),
  ),
})

/**
 * docs/product.md#calls POST /api/seen/joinrequests/approve: approve true approves, false rejects.
 */
export const approveJoinRequest = v.object({
  requestId: v.pipe(
    v.optional(v.string(JOIN_REQUEST_MSG.requestIdRequired), ''),
    v.nonEmpty(JOIN_REQUEST_MSG.requestIdRequired),
  ),
  approve: requiredBoolean(JOIN_REQUEST_MSG.approveRequired),
})
