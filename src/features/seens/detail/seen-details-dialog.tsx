import { Info } from 'lucide-react'
import { Suspense } from 'react'
import { DialogLoading, lazyNamed, useLazyDialog } from '~/components/lazy-dialog'
import { TOOLBAR_BUTTON_CLASS, ToolbarLabel } from '~/components/toolbar'
import type { SeenDetail } from '~/shared/schemas/seen'
import { SEEN_DETAIL_TEXT } from './detail-text'

const SeenDetailsPanel = lazyNamed(() => import('./seen-details-panel'), 'SeenDetailsPanel')

/** The toolbar's 'Seen details' button and its panel with every field of the Seen. */
export function SeenDetailsDialog({ seen }: { seen: SeenDetail }) {
  const dialog = useLazyDialog(SeenDetailsPanel.preload)
  return (
    <>
      <button
        {...dialog.trigger}
        aria-label={SEEN_DETAIL_TEXT.details}
        title={SEEN_DETAIL_TEXT.details}
        className={TOOLBAR_BUTTON_CLASS}
      >
        <Info aria-hidden="true" className="size-5" />
        <ToolbarLabel>Details</ToolbarLabel>
      </button>
      {dialog.mounted ? (
        <Suspense fallback={<DialogLoading />}>
          <SeenDetailsPanel seen={seen} open={dialog.open} onOpenChange={dialog.onOpenChange} />
        </Suspense>
      ) : null}
    </>
  )
}
