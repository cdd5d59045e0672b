/** The settings form's state and the pure rules around it (docs/product.md#validation Settings). */
import { UPLOAD_HINT_BYTES } from '~/shared/constants'
import { IMAGE_MSG } from '~/shared/image-messages'
import type { ImageInfo } from '~/shared/schemas/image-info'
import type { SettingsInput, UserProfile } from '~/shared/schemas/profile'

/** The editable profile plus a picked avatar (scaled, base64) waiting to be sent. */
export interface SettingsDraft extends Omit<UserProfile, 'id' | 'username'> {
  avatarUpload: { base64: string; previewUrl: string } | null
}

export function draftFromProfile(profile: UserProfile): SettingsDraft {
  const { id: _id, username: _username, ...editable } = profile
  return { ...editable, avatarUpload: null }
}

/** The `userProfile` record POST /api/userprofile takes. */
export function settingsPayload(draft: SettingsDraft): SettingsInput {
  const { avatarUpload, imageInfo, ...rest } = draft
  const image: ImageInfo | null = avatarUpload ? { image: avatarUpload.base64 } : imageInfo
  return { ...rest, imageInfo: image }
}

const AVATAR_TYPES = new Set(['image/jpeg', 'image/jpg', 'image/png', 'image/gif'])
const AVATAR_EXTENSION = /\.(jpe?g|png|gif)$/i

/**
 * docs/product.md#validation avatar: JPG, PNG or GIF, at most 2MB; the message to show, or
 * undefined when fine.
 */
export function avatarFileError(file: Pick<File, 'type' | 'name' | 'size'>): string | undefined {
  const typeOk = file.type
    ? AVATAR_TYPES.has(file.type.toLowerCase())
    : AVATAR_EXTENSION.test(file.name)
  if (!typeOk) return IMAGE_MSG.selectImage
  if (file.size > UPLOAD_HINT_BYTES) return IMAGE_MSG.tooLarge
  return undefined
}
