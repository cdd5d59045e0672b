import { TOASTS } from '~/shared/constants'
import { show } from './notify'

interface UndoHandlers {
  onUndo: () => void
  onKept: () => void
}

/**
 * Something done that can still be taken back: `onUndo` from its button, else `onKept` once
 * the toast leaves (its time is up, or it is closed). Sonner holds the time while the pointer
 * is on the toasts or the page is hidden. Returns a way to take the toast away. Apart from
 * `notify`, so only the pages that offer an undo load it.
 */
export function notifyUndoable(message: string, label: string, { onUndo, onKept }: UndoHandlers) {
  let id: string | number | undefined
  let gone = false
  show(({ toast }) => {
    if (gone) return
    id = toast(message, {
      duration: TOASTS.undoMs,
      action: { label, onClick: onUndo },
      onAutoClose: onKept,
      onDismiss: onKept,
    })
  })
  return () => {
    gone = true
    if (id !== undefined) void import('sonner').then(({ toast }) => toast.dismiss(id))
  }
}
