import { PenSquare } from 'lucide-react'
import { Suspense } from 'react'
import { DialogLoading, useLazyDialog } from '~/components/lazy-dialog'
import { LazyNewMessageDialog } from './lazy-dialogs'

/** The New Message button; its dialog loads on the first open. */
export function NewMessageButton() {
  const dialog = useLazyDialog(LazyNewMessageDialog.preload)
  return (
    <>
      <button {...dialog.trigger} className="btn-primary">
        <PenSquare aria-hidden="true" className="size-4" />
        New Message
      </button>
      {dialog.mounted ? (
        <Suspense fallback={<DialogLoading />}>
          <LazyNewMessageDialog open={dialog.open} onOpenChange={dialog.onOpenChange} />
        </Suspense>
      ) : null}
    </>
  )
}
