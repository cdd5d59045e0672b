import { useEffect, useRef } from 'react'
import type { ClipInfo } from '~/shared/schemas/clip-info'
import { clipSource, playMuted } from '../clips/clip'

/**
 * A clip's slide, over its poster: it plays through muted (a show on a screen in a room never
 * starts sound), pauses with the show, and says when it has ended or cannot play. Render it
 * keyed by the slide, so each visit plays from the start.
 */
export function SlideClip({
  clip,
  poster,
  label,
  paused,
  onEnded,
  onFailed,
}: {
  clip: ClipInfo
  poster: string | undefined
  label: string
  paused: boolean
  onEnded: () => void
  onFailed: () => void
}) {
  const video = useRef<HTMLVideoElement>(null)
  useEffect(() => {
    const element = video.current
    if (!element) return
    if (paused) element.pause()
    else playMuted(element)
  }, [paused])
  return (
    // biome-ignore lint/a11y/useMediaCaption: a guest's clip comes with no caption track; its headline and caption are the appearance's text beside it
    <video
      ref={video}
      src={clipSource(clip)}
      poster={poster}
      playsInline
      preload="auto"
      aria-label={label}
      onEnded={onEnded}
      onError={onFailed}
      className="absolute inset-0 size-full object-contain"
    />
  )
}
