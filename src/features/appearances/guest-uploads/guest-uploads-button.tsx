import { ImageUp } from 'lucide-react'
import { lazyNamed } from '~/components/lazy-dialog'
import { ToolbarDialogAction } from '~/components/toolbar-dialog-action'
import { takesGuestPhotos } from '~/shared/guest-session'
import type { SeenDetail } from '~/shared/schemas/seen-detail'
import { GUEST_UPLOADS_TEXT } from './text'

const GuestUploadsDialog = lazyNamed(() => import('./guest-uploads-dialog'), 'GuestUploadsDialog')

/** The Seen toolbar's host tool for a Seen guests post to: its guest photo limit. */
export function GuestUploadsButton({
  seen,
}: {
  seen: Pick<SeenDetail, 'isCreator' | 'shortName' | 'seenAccessibilityType'>
}) {
  if (!seen.isCreator || !takesGuestPhotos(seen.seenAccessibilityType)) return null
  return (
    <ToolbarDialogAction
      label={GUEST_UPLOADS_TEXT.button}
      icon={ImageUp}
      dialog={GuestUploadsDialog}
      props={{ seenShortName: seen.shortName }}
    />
  )
}
