/**
 * The appearance form's draft and its record (checked by the shared schema,
 * docs/product.md#validation).
 */
import { captionToText } from '~/shared/sanitize-caption'
import {
  type Appearance,
  type AppearanceRecordInput,
  NEW_APPEARANCE_SHORT_NAME,
} from '~/shared/schemas/appearance'

export interface PickedPhoto {
  base64: string
  contentType: string
  name: string
  previewUrl: string
}

export interface AppearanceDraft {
  appearanceShortName: string
  seenShortName: string
  displayUserName: string
  headline: string
  caption: string
  relativeLocation: 1 | 2 | null
  isHidden: boolean
  photo: PickedPhoto | null
  /** Editing: the stored photo (kept unless a new one is picked). */
  storedPhotoUrl: string | null
}

export type DraftField = 'displayUserName' | 'headline' | 'caption' | 'relativeLocation' | 'photo'

export const newDraft = (seenShortName: string, displayUserName: string): AppearanceDraft => ({
  appearanceShortName: NEW_APPEARANCE_SHORT_NAME,
  seenShortName,
  displayUserName,
  headline: '',
  caption: '',
  relativeLocation: null,
  isHidden: false,
  photo: null,
  storedPhotoUrl: null,
})

export const draftOf = (a: Appearance, storedPhotoUrl: string | null): AppearanceDraft => ({
  appearanceShortName: a.appearanceShortName,
  seenShortName: a.seenShortName,
  displayUserName: a.displayUserName,
  headline: a.headline,
  caption: captionToText(a.caption),
  relativeLocation: a.relativeLocation === 2 ? 2 : a.relativeLocation === 1 ? 1 : null,
  isHidden: a.isHidden,
  photo: null,
  storedPhotoUrl,
})

/** What POST /api/appearance takes as `appearanceRecord`. */
export function recordOf(draft: AppearanceDraft): AppearanceRecordInput {
  return {
    appearanceShortName: draft.appearanceShortName,
    seenShortName: draft.seenShortName,
    displayUserName: draft.displayUserName,
    headline: draft.headline,
    caption: draft.caption,
    relativeLocation: draft.relativeLocation as 1 | 2,
    isHidden: draft.isHidden,
    hasPhoto: Boolean(draft.photo || draft.storedPhotoUrl),
    imageInfo: draft.photo
      ? { image: draft.photo.base64, contentType: draft.photo.contentType, name: draft.photo.name }
      : null,
  }
}

/** Error keys (shared/field-errors.ts) -> the form field that shows them. */
export const APPEARANCE_FIELD_OF: Readonly<Record<string, DraftField>> = {
  hasPhoto: 'photo',
  imageInfo: 'photo',
  image: 'photo',
  contentType: 'photo',
  name: 'photo',
}
