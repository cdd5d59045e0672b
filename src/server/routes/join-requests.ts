import { Hono } from 'hono'
import { JOIN_REQUEST_MSG } from '~/shared/membership-messages'
import { MSG } from '~/shared/messages'
import { approveJoinRequest, requestJoinRequest } from '~/shared/schemas/join-request'
import type { AppEnv } from '../context'
import { ApiError } from '../http/errors'
import { requireUser } from '../http/require-user'
import { jsonBody, queryOf } from '../http/validate'
import {
  createJoinRequest,
  decideJoinRequest,
  findJoinRequest,
  hasPendingRequest,
  joinRequestById,
  listSeenJoinRequests,
  listUserJoinRequests,
} from '../membership/join-requests'
import { isUuid, pageQuery } from '../membership/paging'
import { visibleSeen } from '../membership/seen-lookup'
import {
  canDecideJoinRequest,
  canManageJoinRequests,
  type JoinRequestRefusal,
  joinRequestRefusal,
  roleFor,
} from '../policy'
import { joinApprovedEvents, joinRequestEvents } from '../push/events'

const REFUSALS: Record<JoinRequestRefusal, () => ApiError> = {
  login: () => ApiError.user(401, MSG.notLoggedIn),
  wrongType: () => ApiError.user(400, JOIN_REQUEST_MSG.wrongType),
  member: () => ApiError.user(409, JOIN_REQUEST_MSG.alreadyMember),
  pending: () => ApiError.user(409, JOIN_REQUEST_MSG.alreadyPending),
}

const notFound = () => ApiError.user(404, JOIN_REQUEST_MSG.notFound)

/**
 * docs/product.md#calls join requests; lists are newest first (requestDate, id), optional
 * `?limit=&offset=`.
 */
export const joinRequestRoutes = new Hono<AppEnv>()
  .post('/request', async (c) => {
    const user = requireUser(c)
    const body = await jsonBody(c, requestJoinRequest)
    const { db, clock, push } = c.get('deps')
    const seen = await visibleSeen(db, body.seenShortName, user.id)
    const pending = await hasPendingRequest(db, seen.id, user.id)
    const refusal = joinRequestRefusal(seen.accessibilityType, seen.role, pending)
    if (refusal) throw REFUSALS[refusal]()
    const id = await createJoinRequest(db, seen.id, user.id, body.message || null, clock())
    if (!id) throw REFUSALS.pending()
    push.notify((db) => joinRequestEvents(db, id))
    return c.json({ success: true as const, request: await joinRequestById(db, id) })
  })
  .post('/approve', async (c) => {
    const user = requireUser(c)
    const body = await jsonBody(c, approveJoinRequest)
    const { db, clock, push } = c.get('deps')
    const found = isUuid(body.requestId) ? await findJoinRequest(db, body.requestId) : undefined
    if (!found) throw notFound()
    const role = roleFor(user.id, found.seenCreatorId, false)
    if (!canManageJoinRequests(role)) throw ApiError.user(403, JOIN_REQUEST_MSG.onlyCreator)
    const decided =
      canDecideJoinRequest(role, found.status) &&
      (await decideJoinRequest(db, found.id, body.approve, clock()))
    if (!decided) throw ApiError.user(409, JOIN_REQUEST_MSG.alreadyDecided)
    if (body.approve) push.notify((db) => joinApprovedEvents(db, found.id))
    return c.json({ success: true as const, request: await joinRequestById(db, found.id) })
  })
  .get('/seen/:seenShortName', async (c) => {
    const user = requireUser(c)
    const page = queryOf(c, pageQuery)
    const { db } = c.get('deps')
    const seen = await visibleSeen(db, c.req.param('seenShortName'), user.id)
    if (!canManageJoinRequests(seen.role)) throw ApiError.user(403, JOIN_REQUEST_MSG.onlyCreator)
    const requests = await listSeenJoinRequests(db, seen.id, page)
    return c.json({ success: true as const, requests })
  })
  .get('/user', async (c) => {
    const user = requireUser(c)
    const page = queryOf(c, pageQuery)
    const requests = await listUserJoinRequests(c.get('deps').db, user.id, page)
    return c.json({ success: true as const, requests })
  })
