import { UserPlus } from 'lucide-react'
import { Suspense } from 'react'
import { DialogLoading, lazyNamed, useLazyDialog } from '~/components/lazy-dialog'
import { usePendingRequest } from '../pending-request'

const JoinRequestDialog = lazyNamed(() => import('./request-to-join'), 'JoinRequestDialog')

export const REQUEST_ACTION_TEXT = {
  request: 'Ask to join',
  pending: 'Your request to join waits for the host’s answer',
} as const

/**
 * The Seen page's big Request to join, where "Add your photos" would be for a signed-in
 * non-member of a request-to-join Seen: the same dialog as the toolbar's icon; while a request
 * waits it says so instead.
 */
export function RequestToJoinAction({ seen }: { seen: { shortName: string; seenName: string } }) {
  const pending = usePendingRequest(seen.shortName)
  const dialog = useLazyDialog(JoinRequestDialog.preload)
  if (pending) {
    return (
      <p role="status" className="font-medium text-zinc-900 dark:text-white">
        {REQUEST_ACTION_TEXT.pending}
      </p>
    )
  }
  return (
    <>
      <button {...dialog.trigger} className="btn-primary px-6 py-3.5 text-base">
        <UserPlus aria-hidden="true" className="size-5" />
        {REQUEST_ACTION_TEXT.request}
      </button>
      {dialog.mounted ? (
        <Suspense fallback={<DialogLoading />}>
          <JoinRequestDialog
            seenShortName={seen.shortName}
            seenName={seen.seenName}
            open={dialog.open}
            onOpenChange={dialog.onOpenChange}
          />
        </Suspense>
      ) : null}
    </>
  )
}
