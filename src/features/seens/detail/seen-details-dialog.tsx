import { Dialog } from '@base-ui/react/dialog'
import { Info, X } from 'lucide-react'
import type { SeenDetail } from '~/shared/schemas/seen'
import { detailGroups } from './detail-rows'
import { SEEN_DETAIL_TEXT } from './detail-text'
import { TOOLBAR_BUTTON_CLASS } from './toolbar-button'

/** The toolbar's 'Seen details' button and its panel with every field of the Seen. */
export function SeenDetailsDialog({ seen }: { seen: SeenDetail }) {
  return (
    <Dialog.Root>
      <Dialog.Trigger aria-label={SEEN_DETAIL_TEXT.details} className={TOOLBAR_BUTTON_CLASS}>
        <Info aria-hidden="true" className="size-5" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Backdrop className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Popup className="fixed inset-x-0 bottom-0 z-50 max-h-[90dvh] overflow-y-auto rounded-t-2xl bg-white p-5 text-zinc-900 shadow-xl sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[40rem] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl dark:bg-zinc-900 dark:text-zinc-100">
          <div className="mb-2 flex items-center justify-between gap-4">
            <Dialog.Title className="text-lg font-bold">{SEEN_DETAIL_TEXT.details}</Dialog.Title>
            <Dialog.Close
              aria-label={SEEN_DETAIL_TEXT.close}
              className="focus-ring rounded-lg p-1.5 hover:bg-zinc-100 dark:hover:bg-zinc-800"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mb-4 text-sm text-zinc-700 dark:text-zinc-300">
            {seen.seenName}
          </Dialog.Description>
          {detailGroups(seen).map((group) => (
            <section key={group.title} className="mb-4">
              <h3 className="mb-1 text-sm font-semibold tracking-wide text-brand-800 uppercase dark:text-brand-200">
                {group.title}
              </h3>
              <dl className="grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-1 text-sm">
                {group.rows.map((row) => (
                  <div key={row.label} className="contents">
                    <dt className="text-zinc-600 dark:text-zinc-400">{row.label}</dt>
                    <dd className="break-words whitespace-pre-line">
                      {row.href ? (
                        <a
                          href={row.href}
                          className="link"
                          target="_blank"
                          rel="noopener noreferrer"
                        >
                          {row.value}
                        </a>
                      ) : (
                        row.value
                      )}
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </Dialog.Popup>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
