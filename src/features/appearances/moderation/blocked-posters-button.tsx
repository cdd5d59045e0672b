import { Ban } from 'lucide-react'
import { Suspense } from 'react'
import { DialogLoading, lazyNamed, useLazyDialog } from '~/components/lazy-dialog'
import { ToolbarAction } from '~/components/toolbar'
import { MODERATION_MSG } from '~/shared/moderation-messages'
import type { SeenDetail } from '~/shared/schemas/seen'

const BlockedPostersDialog = lazyNamed(
  () => import('./blocked-posters-dialog'),
  'BlockedPostersDialog',
)

/**
 * The Seen toolbar's host tool: who the creator blocked from posting
 * (docs/decisions/112-block-poster.md).
 */
export function BlockedPostersButton({
  seen,
}: {
  seen: Pick<SeenDetail, 'isCreator' | 'shortName'>
}) {
  return seen.isCreator ? <BlockedPostersTool seenShortName={seen.shortName} /> : null
}

/** Its dialog's code loads after the page has drawn, for the creator only. */
function BlockedPostersTool({ seenShortName }: { seenShortName: string }) {
  const dialog = useLazyDialog(BlockedPostersDialog.preload)
  return (
    <>
      <ToolbarAction
        label={MODERATION_MSG.blockedList}
        icon={Ban}
        dialogOpen={dialog.open}
        preload={BlockedPostersDialog.preload}
        onClick={dialog.trigger.onClick}
      />
      {dialog.mounted ? (
        <Suspense fallback={<DialogLoading />}>
          <BlockedPostersDialog
            seenShortName={seenShortName}
            open={dialog.open}
            onOpenChange={dialog.onOpenChange}
          />
        </Suspense>
      ) : null}
    </>
  )
}
