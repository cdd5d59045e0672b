import { AlertDialog } from '@base-ui/react/alert-dialog'
import { DANGER_BUTTON } from '~/components/confirm-dialog'
import { CommunicationError, getErrorMessage } from '~/lib/api'
import { ERROR_CLASS, SchemaForm, TextField } from '~/lib/forms/form-fields'
import { useSchemaForm } from '~/lib/forms/use-schema-form'
import { OFFLINE_REASON, useOnline } from '~/lib/offline'
import { deleteAccountRequest } from '~/shared/schemas/account-delete'
import { useDeleteAccount } from '../account-queries'
import { DELETE_ACCOUNT_TEXT } from '../account-text'

interface DeleteAccountDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** The confirmation of Delete account: what goes, and the password to say so. */
export function DeleteAccountDialog({ open, onOpenChange }: DeleteAccountDialogProps) {
  const online = useOnline()
  const remove = useDeleteAccount()
  const form = useSchemaForm({
    schema: deleteAccountRequest,
    initial: { password: '' },
    input: (draft: { password: string }) => draft,
  })
  const submit = form.handleSubmit((body, idempotencyKey) =>
    remove.mutate(
      { body, idempotencyKey },
      {
        onError: (error) =>
          form.showErrors(
            error instanceof CommunicationError && error.fromServer
              ? error.fieldErrors
              : { userMessage: [getErrorMessage(error)] },
          ),
      },
    ),
  )
  const busy = remove.isPending || remove.isSuccess
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => busy || onOpenChange(next)}>
      <AlertDialog.Portal>
        <AlertDialog.Backdrop className="fixed inset-0 z-[60] bg-black/50" />
        <AlertDialog.Popup className="fixed top-1/2 left-1/2 z-[70] w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-5 text-zinc-900 shadow-xl dark:bg-zinc-900 dark:text-zinc-100">
          <AlertDialog.Title className="text-lg font-bold">
            {DELETE_ACCOUNT_TEXT.title}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-zinc-700 dark:text-zinc-300">
            {DELETE_ACCOUNT_TEXT.intro}
          </AlertDialog.Description>
          <SchemaForm form={form} onSubmit={submit} className="mt-4 flex flex-col gap-4">
            <TextField
              name="password"
              label="Password"
              type="password"
              autoComplete="current-password"
              hint={DELETE_ACCOUNT_TEXT.confirmHint}
              value={form.draft.password}
              onChange={(password) => form.set('password', password)}
            />
            {form.errors.userMessage && !form.errors.password ? (
              <p role="alert" className={ERROR_CLASS}>
                {form.errors.userMessage.join(' ')}
              </p>
            ) : null}
            {online ? null : <p className="text-sm">{OFFLINE_REASON}</p>}
            <div className="flex justify-end gap-2">
              <AlertDialog.Close className="btn-secondary" disabled={busy}>
                Cancel
              </AlertDialog.Close>
              <button type="submit" className={DANGER_BUTTON} disabled={busy || !online}>
                {busy ? DELETE_ACCOUNT_TEXT.deleting : DELETE_ACCOUNT_TEXT.confirm}
              </button>
            </div>
          </SchemaForm>
        </AlertDialog.Popup>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
