import type { LucideIcon } from 'lucide-react'
import { type ComponentType, Suspense } from 'react'
import { DialogLoading, useLazyDialog } from './lazy-dialog'
import { ToolbarAction } from './toolbar'

interface DialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
}

interface ToolbarDialogActionProps<P extends object> {
  label: string
  icon: LucideIcon
  /** A `lazyNamed` dialog: its code loads after the page has drawn, or when the action is near. */
  dialog: ComponentType<P & DialogProps> & { preload: () => void }
  /** What the dialog is given beside `open` and `onOpenChange`. */
  props: P
}

/** A toolbar action that opens a dialog of its own (a host's tool). */
export function ToolbarDialogAction<P extends object>({
  label,
  icon,
  dialog: Dialog,
  props,
}: ToolbarDialogActionProps<P>) {
  const dialog = useLazyDialog(Dialog.preload)
  return (
    <>
      <ToolbarAction
        label={label}
        icon={icon}
        dialogOpen={dialog.open}
        preload={Dialog.preload}
        onClick={dialog.trigger.onClick}
      />
      {dialog.mounted ? (
        <Suspense fallback={<DialogLoading />}>
          <Dialog {...props} open={dialog.open} onOpenChange={dialog.onOpenChange} />
        </Suspense>
      ) : null}
    </>
  )
}
