import { Suspense } from 'react'
import { DialogLoading, lazyNamed, useLazyDialog } from '~/components/lazy-dialog'
import { DELETE_ACCOUNT_TEXT } from '../account-text'

const DeleteAccountDialog = lazyNamed(
  () => import('./delete-account-dialog'),
  'DeleteAccountDialog',
)

/** Settings → Delete account: what it removes, and a dialog that asks for the password. */
export function DeleteAccountSection() {
  const dialog = useLazyDialog(DeleteAccountDialog.preload)
  return (
    <section aria-labelledby="delete-account-heading" className="card mt-6 p-4 sm:p-6">
      <h2 id="delete-account-heading" className="text-lg font-bold">
        {DELETE_ACCOUNT_TEXT.heading}
      </h2>
      <p className="mt-1 text-sm text-zinc-700 dark:text-zinc-300">{DELETE_ACCOUNT_TEXT.intro}</p>
      <button {...dialog.trigger} className="btn-secondary mt-3">
        {DELETE_ACCOUNT_TEXT.open}
      </button>
      {dialog.mounted ? (
        <Suspense fallback={<DialogLoading />}>
          <DeleteAccountDialog open={dialog.open} onOpenChange={dialog.onOpenChange} />
        </Suspense>
      ) : null}
    </section>
  )
}
