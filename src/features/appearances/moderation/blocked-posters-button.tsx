import { Ban } from 'lucide-react'
import { lazyNamed } from '~/components/lazy-dialog'
import { ToolbarDialogAction } from '~/components/toolbar-dialog-action'
import { MODERATION_MSG } from '~/shared/moderation-messages'
import type { SeenDetail } from '~/shared/schemas/seen-detail'

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
  return seen.isCreator ? (
    <ToolbarDialogAction
      label={MODERATION_MSG.blockedList}
      icon={Ban}
      dialog={BlockedPostersDialog}
      props={{ seenShortName: seen.shortName }}
    />
  ) : null
}
