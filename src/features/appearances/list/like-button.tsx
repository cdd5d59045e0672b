import { Heart } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { LIKE_PULSE_MS } from '~/shared/constants'

interface LikeButtonProps {
  isLiked: boolean
  count: number
  disabled?: boolean
  onToggle: () => void
}

export const LIKE_TEXT = { like: 'Like', unlike: 'Unlike' } as const

/**
 * A like toggle whose count pulses for 300 ms when it changes (docs/product.md#states, #constants).
 */
export function LikeButton({ isLiked, count, disabled, onToggle }: LikeButtonProps) {
  const [pulsing, setPulsing] = useState(false)
  const previous = useRef(count)
  useEffect(() => {
    if (previous.current === count) return
    previous.current = count
    setPulsing(true)
    const timer = setTimeout(() => setPulsing(false), LIKE_PULSE_MS)
    return () => clearTimeout(timer)
  }, [count])
  return (
    <button
      type="button"
      aria-pressed={isLiked}
      aria-label={`${isLiked ? LIKE_TEXT.unlike : LIKE_TEXT.like} (${count})`}
      disabled={disabled}
      onClick={onToggle}
      className={`focus-ring inline-flex items-center gap-1 rounded-lg px-2 py-1 text-sm text-zinc-700 transition-transform hover:bg-zinc-100 disabled:opacity-60 dark:text-zinc-300 dark:hover:bg-zinc-800 ${pulsing ? 'scale-125' : ''}`}
      style={{ transitionDuration: `${LIKE_PULSE_MS}ms` }}
    >
      <Heart
        aria-hidden="true"
        className={`size-5 ${isLiked ? 'fill-red-600 text-red-600 dark:fill-red-400 dark:text-red-400' : ''}`}
      />
      <span>{count}</span>
    </button>
  )
}
