import { Share2 } from 'lucide-react'
import { Suspense } from 'react'
import { DialogLoading, lazyNamed, useLazyDialog } from '~/components/lazy-dialog'
import { ToolbarAction } from '~/components/toolbar'
import type { SeenDetail } from '~/shared/schemas/seen-detail'
import { canShareSeen, SHARE_TEXT } from '~/shared/share'

const SharePanel = lazyNamed(() => import('./share-panel'), 'SharePanel')

/**
 * The Seen toolbar's Share button (creator and members; anyone for public Seens); its dialog
 * (`SharePanel`) loads on the first open.
 */
export function ShareButton({ seen }: { seen: SeenDetail }) {
  const dialog = useLazyDialog(SharePanel.preload)
  if (!canShareSeen(seen)) return null
  return (
    <>
      <ToolbarAction
        label={SHARE_TEXT.button}
        icon={Share2}
        dialogOpen={dialog.open}
        preload={SharePanel.preload}
        onClick={dialog.trigger.onClick}
      />
      {dialog.mounted ? (
        <Suspense fallback={<DialogLoading />}>
          <SharePanel seen={seen} open={dialog.open} onOpenChange={dialog.onOpenChange} />
        </Suspense>
      ) : null}
    </>
  )
}
