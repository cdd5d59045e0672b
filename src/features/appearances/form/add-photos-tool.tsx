import { ImagePlus } from 'lucide-react'
import { ToolbarAction } from '~/components/toolbar'
import { useOnline } from '~/lib/offline'
import type { SeenDetail } from '~/shared/schemas/seen-detail'
import { useSession } from '../../session/queries'
import { addPhotosState } from './add-photos'
import { preloadPostingForm } from './posting-form-host'
import { openPostingForm } from './posting-store'

export const ADD_PHOTOS_TOOL_TEXT = { label: 'Add photos' } as const

/**
 * The Seen toolbar's first primary action, for whoever may post now (the same rule as the
 * page's "Add your photos"): opens the page's one posting form, to pick or take photos in it.
 */
export function AddPhotosTool({ seen }: { seen: SeenDetail }) {
  const session = useSession()
  const online = useOnline()
  const state = addPhotosState(seen, session.status === 'authenticated', online)
  if (state.kind !== 'post') return null
  return (
    <ToolbarAction
      label={ADD_PHOTOS_TOOL_TEXT.label}
      icon={ImagePlus}
      preload={preloadPostingForm}
      onClick={() => openPostingForm(seen.shortName)}
    />
  )
}
