import { useId, useState } from 'react'
import { UserAvatar } from '~/components/user-avatar'
import { imageUrl, NotAnImageError, scaleImage } from '~/lib/images'
import { IMAGE_LONG_SIDE, UPLOAD_HINT_TEXT } from '~/shared/constants'
import { IMAGE_MSG } from '~/shared/image-messages'
import type { SettingsDraft } from '../settings-draft'
import { avatarFileError } from '../settings-draft'

interface AvatarInputProps {
  draft: SettingsDraft
  onPicked: (upload: SettingsDraft['avatarUpload']) => void
  onRemove: () => void
  errors?: string[] | undefined
}

/**
 * docs/product.md#validation avatar: JPG, PNG or GIF up to 2MB, scaled on the device to 400 px on
 * the long side before it is sent with Save Settings (whose progress bar shows the upload).
 */
export function AvatarInput({ draft, onPicked, onRemove, errors }: AvatarInputProps) {
  const id = useId()
  const [problem, setProblem] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)
  const shown = draft.avatarUpload?.previewUrl ?? imageUrl(draft.imageInfo, 'thumbnail')
  const messages = [problem, ...(errors ?? [])].filter(Boolean)

  const pick = async (file: File | undefined) => {
    if (!file) return
    const refusal = avatarFileError(file)
    setProblem(refusal)
    if (refusal) return
    setBusy(true)
    try {
      const scaled = await scaleImage(file, IMAGE_LONG_SIDE.avatar)
      onPicked({
        base64: scaled.base64,
        previewUrl: `data:${scaled.contentType};base64,${scaled.base64}`,
      })
    } catch (error) {
      setProblem(error instanceof NotAnImageError ? IMAGE_MSG.selectImage : String(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="flex items-center gap-4">
      <UserAvatar src={shown} name={`${draft.displayName} (avatar)`} size="lg" />
      <div className="min-w-0">
        <label htmlFor={id} className="btn-secondary cursor-pointer has-focus-visible:outline-2">
          {busy ? 'Preparing photo…' : 'Choose avatar'}
        </label>
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/gif"
          className="sr-only"
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            void pick(event.target.files?.[0])
            event.target.value = ''
          }}
        />
        {(draft.avatarUpload || draft.imageInfo) && (
          <button type="button" className="link ml-3 text-sm" onClick={onRemove}>
            Remove avatar
          </button>
        )}
        <p id={`${id}-hint`} className="mt-2 text-xs text-zinc-600 dark:text-zinc-400">
          JPG, PNG or GIF, max {UPLOAD_HINT_TEXT}. Scaled to {IMAGE_LONG_SIDE.avatar} px.
        </p>
        {messages.length > 0 && (
          <p role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
            {messages.join(' ')}
          </p>
        )}
      </div>
    </div>
  )
}
