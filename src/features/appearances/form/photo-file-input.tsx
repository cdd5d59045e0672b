import type { Ref } from 'react'

interface PhotoFileInputProps {
  ref: Ref<HTMLInputElement>
  /** The name of the button that opens it. */
  label: string
  onPick: (files: File[]) => void
}

/**
 * The browser's photo chooser (photos and clips), unseen: a button of ours opens it (`ref.current.click()`), so the
 * native "Choose Files" control never shows. It is emptied after each pick, so the same photo
 * can be picked again.
 */
export function PhotoFileInput({ ref, label, onPick }: PhotoFileInputProps) {
  return (
    <input
      ref={ref}
      type="file"
      accept="image/*,video/*"
      multiple
      hidden
      tabIndex={-1}
      aria-label={label}
      onChange={(event) => {
        const picked = [...(event.target.files ?? [])]
        event.target.value = ''
        if (picked.length > 0) onPick(picked)
      }}
    />
  )
}
