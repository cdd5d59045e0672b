import { Info } from 'lucide-react'
import { Suspense } from 'react'
import { DialogLoading, lazyNamed, useLazyDialog } from '~/components/lazy-dialog'
import { SEEN_FORM_TEXT } from './form-text'

const AccessibilityHelpDialog = lazyNamed(
  () => import('./accessibility-help-dialog'),
  'AccessibilityHelpDialog',
)

/** The info button beside Settings; its dialog loads on the first open. */
export function AccessibilityHelp() {
  const dialog = useLazyDialog(AccessibilityHelpDialog.preload)
  return (
    <>
      <button
        {...dialog.trigger}
        aria-label={SEEN_FORM_TEXT.helpButton}
        className="focus-ring rounded-full p-1 text-brand-700 hover:bg-brand-100 dark:text-brand-300 dark:hover:bg-brand-400/15"
      >
        <Info aria-hidden="true" className="size-5" />
      </button>
      {dialog.mounted ? (
        <Suspense fallback={<DialogLoading />}>
          <AccessibilityHelpDialog open={dialog.open} onOpenChange={dialog.onOpenChange} />
        </Suspense>
      ) : null}
    </>
  )
}
