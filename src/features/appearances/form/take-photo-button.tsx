import { Camera } from 'lucide-react'
import { useRef } from 'react'
import { BATCH_TEXT } from '../batch/batch-text'

/**
 * "Take photo": opens the camera (`capture`) where the device has one, the file picker
 * elsewhere. The input is hidden and unlabelled; the button is the control people use.
 */
export function TakePhotoButton({ onPick }: { onPick: (file: File) => void }) {
  const input = useRef<HTMLInputElement>(null)
  return (
    <>
      <button
        type="button"
        onClick={() => input.current?.click()}
        className="btn-secondary self-start"
      >
        <Camera aria-hidden="true" className="size-4" />
        {BATCH_TEXT.takePhoto}
      </button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0]
          event.target.value = ''
          if (file) onPick(file)
        }}
      />
    </>
  )
}
