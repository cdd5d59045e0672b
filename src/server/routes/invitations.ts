import { Hono } from 'hono'
import { INVITATION_MSG } from '~/shared/membership-messages'
import {
  respondInvitationRequest,
  revokeInvitationRequest,
  sendInvitationsRequest,
} from '~/shared/schemas/invitation'
import { publicOrigin } from '../config'
import type { AppEnv } from '../context'
import { ApiError } from '../http/errors'
import { requireUser } from '../http/require-user'
import { jsonBody, jsonBodyOrQuery, queryOf } from '../http/validate'
import { answerInvitation } from '../membership/answer-invitation'
import { expireInvitations } from '../membership/expire'
import {
  answerRefusalError,
  loadInvitation,
  revokeInvitation,
} from '../membership/invitation-access'
import {
  listSeenInvitations,
  listUserInvitations,
  userSideInvitation,
} from '../membership/invitation-queries'
import { pageQuery } from '../membership/paging'
import { seenNameOf, visibleSeen, visibleSeenById } from '../membership/seen-lookup'
import { sendInvitations } from '../membership/send-invitations'
import {
  canManageInvitations,
  canRevokeInvitation,
  invitationAnswerRefusal,
  roleFor,
} from '../policy'
import { invitationEvents } from '../push/events'

const onlyCreator = () => ApiError.user(403, INVITATION_MSG.onlyCreator)

/**
 * docs/product.md#records: invitation responses carry success and errorMessage (null when it
 * worked).
 */
const ok = { success: true as const, errorMessage: null }

/**
 * docs/product.md#calls invitations. `GET /seen/{seenId}` takes the Seen's `id`
 * (docs/product.md#records Seen detail field), not its short name. Lists are newest first
 * (invitedDate, id), optional `?limit=&offset=`.
 */
export const invitationRoutes = new Hono<AppEnv>()
  .post('/send', async (c) => {
    const user = requireUser(c)
    const body = await jsonBody(c, sendInvitationsRequest)
    const { db, clock, mailer, config, push } = c.get('deps')
    const seen = await visibleSeen(db, body.seenShortName, user.id)
    if (!canManageInvitations(seen.role)) throw onlyCreator()
    const now = clock()
    const results = await sendInvitations(
      {
        db,
        mailer,
        log: c.get('log'),
        seen: { id: seen.id, seenName: await seenNameOf(db, seen.id) },
        inviter: user,
        message: body.personalMessage || null,
        expirationDays: body.expirationDays,
        now,
        linkBase: publicOrigin(config),
      },
      body.invitees,
    )
    push.notify((db) => invitationEvents(db, seen.id, user.id, now))
    return c.json({ ...ok, results, seenShortName: seen.shortName })
  })
  .get('/seen/:seenId', async (c) => {
    const user = requireUser(c)
    const page = queryOf(c, pageQuery)
    const { db, clock } = c.get('deps')
    const seen = await visibleSeenById(db, c.req.param('seenId'), user.id)
    if (!canManageInvitations(seen.role)) throw onlyCreator()
    await expireInvitations(db, { seenId: seen.id }, clock())
    const invitations = await listSeenInvitations(db, seen.id, page)
    return c.json({ ...ok, invitations })
  })
  .get('/user', async (c) => {
    const user = requireUser(c)
    const page = queryOf(c, pageQuery)
    const { db, clock } = c.get('deps')
    await expireInvitations(db, { inviteeId: user.id }, clock())
    const invitations = await listUserInvitations(db, user.id, page)
    return c.json({ ...ok, invitations })
  })
  .post('/respond', async (c) => {
    const user = requireUser(c)
    const body = await jsonBody(c, respondInvitationRequest)
    const { db, clock } = c.get('deps')
    const now = clock()
    const invitation = await loadInvitation(db, { id: body.invitationId }, now)
    const refusal = invitationAnswerRefusal(invitation, user.id, now, false)
    if (refusal) throw answerRefusalError(refusal)
    if (!(await answerInvitation(db, invitation.id, user.id, body.accept, now))) {
      throw ApiError.user(409, INVITATION_MSG.alreadyAnswered)
    }
    const answered = await userSideInvitation(db, invitation.id)
    // docs/product.md#records names the list `invitations`; the client reads the one `invitation`.
    return c.json({
      ...ok,
      invitation: answered,
      invitations: answered ? [answered] : [],
      seenShortName: invitation.seenShortName,
    })
  })
  // The mailed link's page, before log-in: which Seen and who invited. The token is the secret
  // the mail carried; whoever holds it learns only what the mail already said.
  .get('/preview/:token', async (c) => {
    const { db, clock } = c.get('deps')
    const invitation = await loadInvitation(db, { token: c.req.param('token') }, clock())
    const preview = await userSideInvitation(db, invitation.id)
    if (!preview) throw ApiError.user(404, INVITATION_MSG.notFound)
    return c.json({ ...ok, invitation: preview })
  })
  .post('/accept/:token', async (c) => {
    const user = requireUser(c)
    const { db, clock } = c.get('deps')
    const now = clock()
    const invitation = await loadInvitation(db, { token: c.req.param('token') }, now)
    const refusal = invitationAnswerRefusal(invitation, user.id, now, true)
    if (refusal) throw answerRefusalError(refusal)
    if (!(await answerInvitation(db, invitation.id, user.id, true, now))) {
      throw ApiError.user(409, INVITATION_MSG.alreadyAnswered)
    }
    return c.json({ ...ok, seenShortName: invitation.seenShortName })
  })
  .delete('/revoke', async (c) => {
    const user = requireUser(c)
    const body = await jsonBodyOrQuery(c, revokeInvitationRequest)
    const { db, clock } = c.get('deps')
    const now = clock()
    const invitation = await loadInvitation(db, { id: body.invitationId }, now)
    const role = roleFor(user.id, invitation.seenCreatorId, false)
    if (!canManageInvitations(role)) throw onlyCreator()
    if (!canRevokeInvitation(role, invitation, now)) {
      throw ApiError.user(409, INVITATION_MSG.cannotRevoke)
    }
    await revokeInvitation(db, invitation.id)
    return c.json(ok)
  })
