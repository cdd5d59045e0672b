import { Maximize2 } from 'lucide-react'
import { useCallback, useRef, useState } from 'react'
import { imageUrl } from '~/lib/images'
import { formatClipDuration } from '~/shared/clip-duration'
import type { Appearance } from '~/shared/schemas/appearance'
import type { ClipInfo } from '~/shared/schemas/clip-info'
import { LazyImage } from '../list/lazy-image'
import { LazyImageZoom } from '../list/lazy-parts'
import { clipSource, playMuted } from './clip'
import { ClipBadge } from './clip-badge'
import { CLIP_TEXT } from './clip-text'

/**
 * A clip on its card: the poster (the photos' lazy thumbnail, then reduced image) with the play
 * badge until a tap, then the clip itself, playing inline and muted, with the browser's controls
 * to unmute, seek and pause. Nothing of the clip is fetched before the tap; the corner button
 * opens the full-screen player.
 */
export function CardClip({
  appearance: a,
  clip,
  onZoom,
}: {
  appearance: Appearance
  clip: ClipInfo
  onZoom: () => void
}) {
  const [playing, setPlaying] = useState(false)
  const video = useRef<HTMLVideoElement | null>(null)
  // Once, when the tap mounts it: the button that had the focus is gone, the player takes it.
  const start = useCallback((element: HTMLVideoElement | null) => {
    video.current = element
    if (!element) return
    playMuted(element)
    element.focus()
  }, [])
  const ratio =
    a.imageInfo?.width && a.imageInfo.height
      ? `${a.imageInfo.width} / ${a.imageInfo.height}`
      : `${clip.width || 4} / ${clip.height || 3}`
  const duration = formatClipDuration(clip.durationSeconds)
  return (
    <div className="relative">
      {playing ? (
        // biome-ignore lint/a11y/useMediaCaption: a guest's clip comes with no caption track; its headline and caption are the appearance's text beside it
        <video
          ref={start}
          src={clipSource(clip)}
          poster={imageUrl(a.imageInfo, 'reduced')}
          controls
          // Focusable in every browser (not all put a video with controls in the tab order).
          tabIndex={0}
          playsInline
          preload="none"
          aria-label={CLIP_TEXT.video(a.headline)}
          className="block w-full rounded-t-2xl bg-black"
          style={{ aspectRatio: ratio }}
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          aria-label={CLIP_TEXT.play(duration, a.headline)}
          className="focus-ring relative block w-full rounded-t-2xl"
        >
          <LazyImage image={a.imageInfo} alt="" className="rounded-t-2xl" />
          <ClipBadge seconds={clip.durationSeconds} />
        </button>
      )}
      <button
        type="button"
        onClick={() => {
          video.current?.pause()
          onZoom()
        }}
        onPointerEnter={LazyImageZoom.preload}
        onFocus={LazyImageZoom.preload}
        aria-label={CLIP_TEXT.fullScreen(a.headline)}
        title={CLIP_TEXT.fullScreen(a.headline)}
        className="focus-ring absolute top-2 right-2 rounded-full bg-black/60 p-1.5 text-white hover:bg-black/80"
      >
        <Maximize2 aria-hidden="true" className="size-4" />
      </button>
    </div>
  )
}
