import { Play } from 'lucide-react'
import { formatClipDuration } from '~/shared/clip-duration'
import { CLIP_TEXT } from './clip-text'

/**
 * The play badge over a clip's poster, with its length. Inside a labelled button (the card) it is
 * only seen; elsewhere (`labelled`: the wall) a screen reader hears "Clip, 0:12".
 */
export function ClipBadge({
  seconds,
  labelled = false,
  className = 'bottom-2 left-2',
}: {
  seconds: number
  labelled?: boolean
  /** Where it sits over the poster. */
  className?: string
}) {
  const duration = formatClipDuration(seconds)
  return (
    <span
      className={`pointer-events-none absolute ${className} inline-flex items-center gap-1 rounded-full bg-black/70 px-2 py-0.5 text-xs font-semibold text-white tabular-nums`}
    >
      <Play aria-hidden="true" className="size-3 fill-current" />
      <span aria-hidden="true">{duration}</span>
      {labelled ? <span className="sr-only">{CLIP_TEXT.badge(duration)}</span> : null}
    </span>
  )
}
