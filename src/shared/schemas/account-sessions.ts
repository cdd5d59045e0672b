/**
 * Settings → Sessions: the signed-in person's sessions, and ending them
 * (docs/decisions/107-sessions-in-settings.md).
 */
import * as v from 'valibot'
import { fieldMessage } from '../messages'

/** A session's public id: the `sid` of its logout link, 128 random bits in base64url. */
export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/

/** One session of the viewer's account; `device` is the browser and system it signed in from. */
export const accountSession = v.object({
  id: v.string(),
  device: v.string(),
  createdDate: v.string(),
  lastSeenDate: v.string(),
  isCurrent: v.boolean(),
})
export type AccountSession = v.InferOutput<typeof accountSession>

/** GET /api/account/sessions: this session first, then the others by last use. */
export const accountSessionsResponse = v.object({
  success: v.literal(true),
  sessions: v.array(accountSession),
})

/** POST /api/account/sessions/end: one other session of the viewer's own account. */
export const endSessionRequest = v.object({
  sessionId: v.pipe(
    v.string(),
    v.nonEmpty(fieldMessage.required('Session')),
    v.regex(SESSION_ID_PATTERN, 'Session is not valid.'),
  ),
})
export type EndSessionRequest = v.InferOutput<typeof endSessionRequest>

/** Answer of both ending calls: how many sessions ended. */
export const endSessionsResponse = v.object({ success: v.literal(true), ended: v.number() })
