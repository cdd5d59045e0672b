import { type ReactNode, Suspense } from 'react'
import { DialogLoading, lazyNamed, useLazyDialog } from './lazy-dialog'

const ConfirmDialog = lazyNamed(() => import('./confirm-dialog'), 'ConfirmDialog')

interface ConfirmButtonProps {
  /** The button's content (text, or icon and text). */
  children: ReactNode
  /** Accessible name when the content is only an icon. */
  label?: string
  className?: string
  disabled?: boolean
  title: string
  description: string
  confirmLabel: string
  onConfirm: () => void
}

/**
 * A button whose action runs only after the user confirms it (docs/product.md#states
 * confirmations). The question's dialog loads on the first press (earlier when the pointer or focus
 * arrives).
 */
export function ConfirmButton(props: ConfirmButtonProps) {
  const dialog = useLazyDialog(ConfirmDialog.preload)
  return (
    <>
      <button
        {...dialog.trigger}
        aria-label={props.label}
        disabled={props.disabled}
        className={props.className ?? 'btn-secondary'}
      >
        {props.children}
      </button>
      {dialog.mounted ? (
        <Suspense fallback={<DialogLoading />}>
          <ConfirmDialog
            open={dialog.open}
            onOpenChange={dialog.onOpenChange}
            title={props.title}
            description={props.description}
            confirmLabel={props.confirmLabel}
            onConfirm={props.onConfirm}
          />
        </Suspense>
      ) : null}
    </>
  )
}
