/**
 * Settings → E-mail address: the account's address and a change confirmed by mail
 * (docs/decisions/118-email-change.md).
 */
import * as v from 'valibot'
import { fieldMessage } from '../messages'
import { emailSchema } from './account'

/** The new address waiting for its mailed link, and when that link stops working. */
export const pendingEmailChange = v.object({ email: v.string(), expiresDate: v.string() })
export type PendingEmailChange = v.InferOutput<typeof pendingEmailChange>

/** GET /api/account/email. */
export const accountEmailResponse = v.object({
  success: v.literal(true),
  email: v.string(),
  pending: v.nullable(pendingEmailChange),
})
export type AccountEmail = v.InferOutput<typeof accountEmailResponse>

/** POST /api/account/email: the new address (signup's rules) and the current password. */
export const changeEmailRequest = v.object({
  newEmail: emailSchema,
  currentPassword: v.pipe(
    v.string(),
    v.nonEmpty(fieldMessage.required('Current password')),
    v.maxLength(1024, fieldMessage.tooLong('Current password', 1024)),
  ),
})
export type ChangeEmailRequest = v.InferOutput<typeof changeEmailRequest>

/** The answer names the change now waiting for its link. */
export const changeEmailResponse = v.object({
  success: v.literal(true),
  pending: pendingEmailChange,
})
