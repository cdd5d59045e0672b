import { ImageUp } from 'lucide-react'
import { Suspense } from 'react'
import { DialogLoading, lazyNamed, useLazyDialog } from '~/components/lazy-dialog'
import { ToolbarAction } from '~/components/toolbar'
import { takesGuestPhotos } from '~/shared/guest-session'
import type { SeenDetail } from '~/shared/schemas/seen'
import { GUEST_UPLOADS_TEXT } from './text'

const GuestUploadsDialog = lazyNamed(() => import('./guest-uploads-dialog'), 'GuestUploadsDialog')

/** The Seen toolbar's host tool for a Seen guests post to: its guest photo limit. */
export function GuestUploadsButton({
  seen,
}: {
  seen: Pick<SeenDetail, 'isCreator' | 'shortName' | 'seenAccessibilityType'>
}) {
  if (!seen.isCreator || !takesGuestPhotos(seen.seenAccessibilityType)) return null
  return <GuestUploadsTool seenShortName={seen.shortName} />
}

/** Its dialog's code loads after the page has drawn, for the creator only. */
function GuestUploadsTool({ seenShortName }: { seenShortName: string }) {
  const dialog = useLazyDialog(GuestUploadsDialog.preload)
  return (
    <>
      <ToolbarAction
        label={GUEST_UPLOADS_TEXT.button}
        icon={ImageUp}
        dialogOpen={dialog.open}
        preload={GuestUploadsDialog.preload}
        onClick={dialog.trigger.onClick}
      />
      {dialog.mounted ? (
        <Suspense fallback={<DialogLoading />}>
          <GuestUploadsDialog
            seenShortName={seenShortName}
            open={dialog.open}
            onOpenChange={dialog.onOpenChange}
          />
        </Suspense>
      ) : null}
    </>
  )
}
