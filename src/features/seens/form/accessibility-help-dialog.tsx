import { Dialog } from '@base-ui/react/dialog'
import { SheetDialogContent } from '~/components/sheet-dialog'
import { ACCESSIBILITY_TYPES, HELP_HEADINGS, SEEN_FORM_TEXT } from './form-text'

interface AccessibilityHelpDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** The dialog 'Seen Accessibility Explained' (docs/product.md#screens, #roles). */
export function AccessibilityHelpDialog({ open, onOpenChange }: AccessibilityHelpDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <SheetDialogContent
        title={SEEN_FORM_TEXT.helpTitle}
        closeLabel={SEEN_FORM_TEXT.helpClose}
        width="lg"
      >
        <Dialog.Description className="mb-4 text-sm text-zinc-700 dark:text-zinc-300">
          Public Seens are listed in searches for everyone; private Seens are hidden from searches.
          The type also decides who may make appearances and how people become members.
        </Dialog.Description>
        <ul className="flex flex-col gap-4">
          {ACCESSIBILITY_TYPES.map((type) => (
            <li key={type.value}>
              <h3 className="font-semibold">{type.label}</h3>
              <dl className="mt-1 grid gap-x-3 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                <dt className="font-medium text-zinc-600 dark:text-zinc-400">
                  {HELP_HEADINGS.sees}
                </dt>
                <dd>{type.sees}</dd>
                <dt className="font-medium text-zinc-600 dark:text-zinc-400">
                  {HELP_HEADINGS.appears}
                </dt>
                <dd>{type.appears}</dd>
                <dt className="font-medium text-zinc-600 dark:text-zinc-400">
                  {HELP_HEADINGS.membership}
                </dt>
                <dd>{type.membership}</dd>
              </dl>
            </li>
          ))}
        </ul>
      </SheetDialogContent>
    </Dialog.Root>
  )
}
