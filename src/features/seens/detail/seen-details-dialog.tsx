import { Info } from 'lucide-react'
import { Suspense } from 'react'
import { DialogLoading, lazyNamed, useLazyDialog } from '~/components/lazy-dialog'
import { ToolbarAction } from '~/components/toolbar'
import type { SeenDetail } from '~/shared/schemas/seen-detail'
import { SEEN_DETAIL_TEXT } from './detail-text'

const SeenDetailsPanel = lazyNamed(() => import('./seen-details-panel'), 'SeenDetailsPanel')

/** The toolbar's 'Seen details' button and its panel with every field of the Seen. */
export function SeenDetailsDialog({ seen }: { seen: SeenDetail }) {
  const dialog = useLazyDialog(SeenDetailsPanel.preload)
  return (
    <>
      <ToolbarAction
        label={SEEN_DETAIL_TEXT.details}
        text="Details"
        icon={Info}
        dialogOpen={dialog.open}
        preload={SeenDetailsPanel.preload}
        onClick={dialog.trigger.onClick}
      />
      {dialog.mounted ? (
        <Suspense fallback={<DialogLoading />}>
          <SeenDetailsPanel seen={seen} open={dialog.open} onOpenChange={dialog.onOpenChange} />
        </Suspense>
      ) : null}
    </>
  )
}
