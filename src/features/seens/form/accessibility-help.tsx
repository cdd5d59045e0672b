import { Dialog } from '@base-ui/react/dialog'
import { Info, X } from 'lucide-react'
import { ACCESSIBILITY_TYPES, HELP_HEADINGS, SEEN_FORM_TEXT } from './form-text'

/** The info button beside Settings and its dialog 'Seen Accessibility Explained' (SPEC §2, §6). */
export function AccessibilityHelp() {
  return (
    <Dialog.Root>
      <Dialog.Trigger
        aria-label={SEEN_FORM_TEXT.helpButton}
        className="focus-ring rounded-full p-1 text-brand-700 hover:bg-brand-100 dark:text-brand-300 dark:hover:bg-brand-400/15"
      >
        <Info aria-hidden="true" className="size-5" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Backdrop className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Popup className="fixed inset-x-0 bottom-0 z-50 max-h-[90dvh] overflow-y-auto rounded-t-2xl bg-white p-5 text-zinc-900 shadow-xl sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[36rem] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl dark:bg-zinc-900 dark:text-zinc-100">
          <div className="mb-3 flex items-center justify-between gap-4">
            <Dialog.Title className="text-lg font-bold">{SEEN_FORM_TEXT.helpTitle}</Dialog.Title>
            <Dialog.Close
              aria-label={SEEN_FORM_TEXT.helpClose}
              className="focus-ring rounded-lg p-1.5 hover:bg-zinc-100 dark:hover:bg-zinc-800"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mb-4 text-sm text-zinc-700 dark:text-zinc-300">
            Public Seens are listed in searches for everyone; private Seens are hidden from
            searches. The type also decides who may make appearances and how people become members.
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
        </Dialog.Popup>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
