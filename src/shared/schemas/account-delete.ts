/** Settings → Delete account (docs/decisions/108-delete-account.md): the password confirms it. */
import * as v from 'valibot'
import { fieldMessage } from '../messages'

export const deleteAccountRequest = v.object({
  password: v.pipe(
    v.string(),
    v.nonEmpty(fieldMessage.required('Password')),
    v.maxLength(1024, fieldMessage.tooLong('Password', 1024)),
  ),
})
export type DeleteAccountRequest = v.InferOutput<typeof deleteAccountRequest>

export const deleteAccountResponse = v.object({ success: v.literal(true) })
