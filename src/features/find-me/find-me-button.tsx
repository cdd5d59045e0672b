import { ScanFace } from 'lucide-react'
import { lazyNamed } from '~/components/lazy-dialog'
import { ToolbarDialogAction } from '~/components/toolbar-dialog-action'
import type { SeenDetail } from '~/shared/schemas/seen-detail'
import { FIND_ME_TEXT } from './find-me-text'

const FindMeDialog = lazyNamed(() => import('./find-me-dialog'), 'FindMeDialog')

/**
 * The Seen toolbar's "Find my photos", for any viewer of a Seen with photos whose host left it
 * on. Its code, and the face finder's much larger one, load only when it is used.
 */
export function FindMeButton({
  seen,
}: {
  seen: Pick<SeenDetail, 'shortName' | 'seenName' | 'findMeEnabled' | 'appearanceCount'>
}) {
  if (seen.findMeEnabled === false || seen.appearanceCount === 0) return null
  return (
    <ToolbarDialogAction
      label={FIND_ME_TEXT.button}
      icon={ScanFace}
      dialog={FindMeDialog}
      props={{ seenShortName: seen.shortName, seenName: seen.seenName }}
    />
  )
}
