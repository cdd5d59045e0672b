import { Dialog } from '@base-ui/react/dialog'
import { useEffect } from 'react'
import { imageUrl } from '~/lib/images'
import { SLIDESHOW_MSG } from '~/shared/appearance-messages'
import { SLIDESHOW } from '~/shared/constants'
import type { SeenDetail } from '~/shared/schemas/seen-detail'
import { CLIP_TEXT } from '../clips/clip-text'
import { SlideCaption } from './slide-caption'
import { SlideClip } from './slide-clip'
import { SlideImage } from './slide-image'
import { SHOW_ALL, type SlideshowShow, slideAt } from './slides'
import { useFullscreen, useSlideshowKeys } from './slideshow-controls'
import { useIdleFade, useSlideshow } from './use-slideshow'

export const SLIDESHOW_TEXT = {
  count: (position: number, total: number) => `${position} / ${total}`,
  pause: 'Pause',
  play: 'Play',
  wall: 'Wall mode',
} as const

interface SlideshowProps {
  seen: SeenDetail
  onExit: () => void
  /**
   * Seconds per slide (docs/product.md#constants: 1 to 15, default 5); from the user's settings.
   */
  speedSeconds?: number
  /** Which fields to show (the user's slideshowShow* settings; all for guests). */
  show?: SlideshowShow
}

/**
 * docs/product.md#screens slideshow: full screen, cycling the Seen's main image then its
 * appearances; Exit, appearance count, title 'Slideshow Mode' or 'Loading more appearances...'; the
 * controls fade after 10 s without mouse movement. Space pauses, arrows step, Escape exits. A
 * clip plays through muted, then the show moves on.
 */
export function Slideshow({
  seen,
  onExit,
  speedSeconds = SLIDESHOW.speedDefaultSeconds,
  show = SHOW_ALL,
}: SlideshowProps) {
  const { state, paused, setPaused, loading, go, clipEnded, clipFailed } = useSlideshow(
    seen.shortName,
    seen.appearances,
    speedSeconds,
  )
  const idle = useIdleFade()
  useFullscreen(onExit)
  useSlideshowKeys({ onStep: go, onTogglePause: () => setPaused((p) => !p) })

  const slide = slideAt(seen, state.held, state.position)
  const next = slideAt(seen, state.held, (state.position + 1) % (state.held.length + 1))
  const src = imageUrl(slide.image, 'reduced')
  const nextSrc = imageUrl(next.image, 'reduced')
  useEffect(() => {
    // Preload (and decode) the next slide so no blank frame shows between slides.
    if (!nextSrc) return
    const image = new Image()
    image.src = nextSrc
    // Not every engine decodes ahead (jsdom has no decode()).
    image.decode?.().catch(() => undefined)
  }, [nextSrc])

  const fade = `transition-opacity duration-700 ${idle ? 'opacity-0' : 'opacity-100'}`
  return (
    // Base UI's dialog keeps focus inside the show, closes it on Escape and hands focus back.
    <Dialog.Root open onOpenChange={(open) => !open && onExit()}>
      <Dialog.Portal>
        <Dialog.Popup
          aria-label={SLIDESHOW_MSG.title}
          className="fixed inset-0 z-50 bg-black text-white outline-none"
        >
          <SlideImage src={src} alt={slide.headline ?? ''} />
          {slide.clip ? (
            <SlideClip
              key={slide.key}
              clip={slide.clip}
              poster={src}
              label={CLIP_TEXT.video(slide.headline ?? '')}
              paused={paused}
              onEnded={clipEnded}
              onFailed={() => clipFailed(slide.key)}
            />
          ) : null}
          {/* On a phone the title and count take the first line, the buttons the second. */}
          <div
            className={`absolute inset-x-0 top-0 flex flex-wrap items-center gap-x-3 gap-y-2 bg-gradient-to-b from-black/70 to-transparent p-4 ${fade}`}
          >
            <h2 className="mr-auto text-lg font-semibold whitespace-nowrap" aria-live="polite">
              {loading ? SLIDESHOW_MSG.loadingMore : SLIDESHOW_MSG.title}
            </h2>
            <span className="text-sm whitespace-nowrap tabular-nums">
              {SLIDESHOW_TEXT.count(state.position + 1, state.held.length + 1)}
            </span>
            <div className="flex gap-2 whitespace-nowrap max-sm:w-full max-sm:justify-end">
              <button
                type="button"
                onClick={() => setPaused((p) => !p)}
                className="focus-ring rounded-lg bg-white/15 px-3 py-1.5 text-sm hover:bg-white/25"
              >
                {paused ? SLIDESHOW_TEXT.play : SLIDESHOW_TEXT.pause}
              </button>
              {/* A plain link: the slideshow also runs outside the router (its own tests). */}
              <a
                href={`/seen_wall?shortname=${encodeURIComponent(seen.shortName)}`}
                className="focus-ring rounded-lg bg-white/15 px-3 py-1.5 text-sm hover:bg-white/25"
              >
                {SLIDESHOW_TEXT.wall}
              </a>
              <button
                type="button"
                onClick={onExit}
                className="focus-ring rounded-lg bg-white px-3 py-1.5 text-sm font-semibold text-zinc-900 hover:bg-zinc-200"
              >
                {SLIDESHOW_MSG.exit}
              </button>
            </div>
          </div>
          <SlideCaption slide={slide} show={show} className={fade} />
        </Dialog.Popup>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
