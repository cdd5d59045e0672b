import { type RefObject, useCallback } from 'react'
import { imageUrl } from '~/lib/images'
import type { Appearance } from '~/shared/schemas/appearance'
import type { ClipInfo } from '~/shared/schemas/clip-info'
import { clipSource, playMuted } from './clip'
import { CLIP_TEXT } from './clip-text'

/**
 * The full-screen zoom's player: the browser's controls, started muted when the zoom opens on it
 * or steps to it (the person asked for it; sound waits for them to unmute). Render it keyed by
 * the appearance, so a step starts the next clip from its beginning.
 */
export function ZoomClip({
  appearance,
  clip,
  player,
}: {
  appearance: Appearance
  clip: ClipInfo
  player: RefObject<HTMLVideoElement | null>
}) {
  // Stable, so a render of the zoom never starts a clip the person paused.
  const attach = useCallback(
    (element: HTMLVideoElement | null) => {
      player.current = element
      if (!element) return
      playMuted(element)
      // A step replaced the player that had the focus: the new one takes it, inside the zoom.
      if (element.ownerDocument.activeElement === element.ownerDocument.body) element.focus()
    },
    [player],
  )
  return (
    // biome-ignore lint/a11y/useMediaCaption: a guest's clip comes with no caption track; its headline and caption are the appearance's text beside it
    <video
      ref={attach}
      src={clipSource(clip)}
      poster={imageUrl(appearance.imageInfo, 'reduced')}
      controls
      // Focusable in every browser (not all put a video with controls in the tab order).
      tabIndex={0}
      playsInline
      preload="metadata"
      aria-label={CLIP_TEXT.video(appearance.headline)}
      className="max-h-full max-w-full bg-black"
    />
  )
}
