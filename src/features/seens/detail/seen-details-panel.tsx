import { Dialog } from '@base-ui/react/dialog'
import { SheetDialogContent } from '~/components/sheet-dialog'
import type { SeenDetail } from '~/shared/schemas/seen-detail'
import { detailGroups } from './detail-rows'
import { SEEN_DETAIL_TEXT } from './detail-text'

interface SeenDetailsPanelProps {
  seen: SeenDetail
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** The 'Seen details' dialog: every field of the Seen, grouped. */
export function SeenDetailsPanel({ seen, open, onOpenChange }: SeenDetailsPanelProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <SheetDialogContent
        title={SEEN_DETAIL_TEXT.details}
        closeLabel={SEEN_DETAIL_TEXT.close}
        width="xl"
      >
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
                      <a href={row.href} className="link" target="_blank" rel="noopener noreferrer">
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
      </SheetDialogContent>
    </Dialog.Root>
  )
}
