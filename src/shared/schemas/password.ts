import * as v from 'valibot'
import { fieldMessage } from '../messages'
import { passwordSchema } from './account'

/** POST /api/account/password: a signed-in person's new password, given the current one. */
export const changePasswordRequest = v.object({
  currentPassword: v.pipe(
    v.string(),
    v.nonEmpty(fieldMessage.required('Current password')),
    v.maxLength(1024, fieldMessage.tooLong('Current password', 1024)),
  ),
  newPassword: passwordSchema,
})
export type ChangePasswordRequest = v.InferOutput<typeof changePasswordRequest>

export const changePasswordResponse = v.object({ success: v.literal(true) })
