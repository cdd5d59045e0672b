import { Camera, ImagePlus } from 'lucide-react'
import { useRef } from 'react'
import { FIND_ME_TEXT as TEXT } from './find-me-text'

interface SelfiePickerProps {
  onPick: (file: File | undefined) => void
  /** Search again with the selfie this device kept; absent when there is none. */
  onSearchAgain?: (() => void) | undefined
  /** Why the last try did not go (no clear face, the engine or the list failed). */
  problem?: string | undefined
}

const CHOICES = [
  { label: TEXT.takeSelfie, icon: Camera, className: 'btn-primary', capture: 'user' as const },
  { label: TEXT.pickPhoto, icon: ImagePlus, className: 'btn-secondary', capture: undefined },
]

/** Find me's first step: a selfie taken with the front camera or picked; the file stays here. */
export function SelfiePicker({ onPick, onSearchAgain, problem }: SelfiePickerProps) {
  const inputs = useRef<(HTMLInputElement | null)[]>([])
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-zinc-700 dark:text-zinc-300">{TEXT.intro}</p>
      <div className="flex flex-wrap gap-2">
        {CHOICES.map(({ label, icon: Icon, className }, index) => (
          <button
            key={label}
            type="button"
            className={className}
            onClick={() => inputs.current[index]?.click()}
          >
            <Icon aria-hidden="true" className="size-4" />
            {label}
          </button>
        ))}
        {onSearchAgain ? (
          <button type="button" className="btn-secondary" onClick={onSearchAgain}>
            {TEXT.start}
          </button>
        ) : null}
      </div>
      {CHOICES.map(({ label, capture }, index) => (
        <input
          key={label}
          ref={(input) => {
            inputs.current[index] = input
          }}
          type="file"
          accept="image/*"
          capture={capture}
          hidden
          aria-label={label}
          onChange={(event) => onPick(event.target.files?.[0])}
        />
      ))}
      {problem ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {problem}
        </p>
      ) : null}
    </div>
  )
}
