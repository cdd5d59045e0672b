import { AlertDialog } from '@base-ui/react/alert-dialog'

/** The button of an action that cannot be undone. */
export const DANGER_BUTTON =
  'focus-ring inline-flex items-center justify-center gap-2 rounded-xl bg-rose-700 px-4 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-rose-800 disabled:opacity-60 dark:bg-rose-300 dark:text-zinc-950 dark:hover:bg-rose-200'

interface ConfirmDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: string
  confirmLabel: string
  onConfirm: () => void
}

/** The question a ConfirmButton asks before its action runs. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Backdrop className="fixed inset-0 z-[60] bg-black/50" />
        <AlertDialog.Popup className="fixed top-1/2 left-1/2 z-[70] w-[min(26rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-5 text-zinc-900 shadow-xl dark:bg-zinc-900 dark:text-zinc-100">
          <AlertDialog.Title className="text-lg font-bold">{props.title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-zinc-700 dark:text-zinc-300">
            {props.description}
          </AlertDialog.Description>
          <div className="mt-5 flex justify-end gap-2">
            <AlertDialog.Close className="btn-secondary">Cancel</AlertDialog.Close>
            <AlertDialog.Close className={DANGER_BUTTON} onClick={props.onConfirm}>
              {props.confirmLabel}
            </AlertDialog.Close>
          </div>
        </AlertDialog.Popup>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
