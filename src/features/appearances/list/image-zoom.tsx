import { Dialog } from '@base-ui/react/dialog'
import { ChevronLeft, ChevronRight, Download, X } from 'lucide-react'
import { type KeyboardEvent, useRef, useState } from 'react'
import { imageUrl } from '~/lib/images'
import type { Appearance } from '~/shared/schemas/appearance'
import { clipOf, clipSource, togglePlay } from '../clips/clip'
import { CLIP_TEXT } from '../clips/clip-text'
import { ZoomClip } from '../clips/zoom-clip'
import { CaptionText } from '../form/caption-text'

export const ZOOM_TEXT = {
  close: 'Close image',
  download: 'Download photo',
  previous: 'Previous photo',
  next: 'Next photo',
} as const

const ROUND_BUTTON =
  'focus-ring rounded-full bg-black/60 p-2 text-white hover:bg-black/80 aria-disabled:opacity-30'

/** The saved file's name: the appearance's short name and the original's own extension. */
function downloadName(a: Appearance, url: string): string {
  const extension = /\.(\w+)(?:\?|$)/.exec(url)?.[1] ?? 'jpg'
  return `${a.appearanceShortName}.${extension}`
}

/** Space belongs to a focused button or link (it presses them), everywhere else to the player. */
const spaceIsThePlayers = (target: EventTarget) =>
  !(target instanceof Element && target.closest('button, a, input, select, textarea'))

/**
 * At either end the step button is aria-disabled rather than disabled: a disabled button loses
 * the focus, and with it the arrow keys that were going to the zoom.
 *
 * docs/product.md#screens full-screen image zoom with an overlay of headline, caption and author;
 * steps through the Seen's loaded appearances (buttons and the arrow keys) and downloads the shown
 * original. A clip plays there (docs/decisions/181-clips-play-everywhere.md): the browser's
 * controls, Space plays and pauses, and the download is the clip.
 */
export function ImageZoom({
  appearances,
  start,
  onClose,
}: {
  appearances: Appearance[]
  start: number
  onClose: () => void
}) {
  const [index, setIndex] = useState(start)
  const player = useRef<HTMLVideoElement | null>(null)
  const last = appearances.length - 1
  const appearance = appearances[Math.min(index, last)]
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') setIndex((i) => Math.max(0, i - 1))
    if (event.key === 'ArrowRight') setIndex((i) => Math.min(last, i + 1))
    // Handled here, not by the browser's controls too: the default prevented, they do not toggle
    // it back.
    if (event.key === ' ' && player.current && spaceIsThePlayers(event.target)) {
      event.preventDefault()
      togglePlay(player.current)
    }
  }
  if (!appearance) return null
  const clip = clipOf(appearance)
  const original = clip ? clipSource(clip) : imageUrl(appearance.imageInfo, 'original')
  const download = clip ? CLIP_TEXT.download : ZOOM_TEXT.download
  const close = clip ? CLIP_TEXT.close : ZOOM_TEXT.close
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Backdrop className="fixed inset-0 z-40 bg-black" />
        <Dialog.Popup
          onKeyDown={onKeyDown}
          // A clip's player takes the focus, so its own keys (seek, volume) work at once.
          initialFocus={clip ? player : true}
          // A clip's caption sits under it, not over the controls at its foot.
          className={`fixed inset-0 z-50 flex items-center justify-center bg-black outline-none ${clip ? 'flex-col' : 'p-2'}`}
        >
          {clip ? (
            <div className="flex min-h-0 w-full flex-1 items-center justify-center p-2 pt-16">
              <ZoomClip
                key={appearance.appearanceShortName}
                appearance={appearance}
                clip={clip}
                player={player}
              />
            </div>
          ) : (
            <img
              src={original}
              alt={appearance.headline}
              className="max-h-full max-w-full object-contain"
            />
          )}
          <div
            className={`${clip ? 'w-full' : 'absolute inset-x-0 bottom-0'} bg-black/70 p-4 text-white`}
          >
            <Dialog.Title className="text-lg font-semibold">{appearance.headline}</Dialog.Title>
            <Dialog.Description render={<div />} className="text-sm text-zinc-100">
              <CaptionText caption={appearance.caption} />
              <p className="mt-1 text-zinc-300">{appearance.displayUserName}</p>
            </Dialog.Description>
          </div>
          {last > 0 ? (
            <>
              <button
                type="button"
                aria-label={ZOOM_TEXT.previous}
                aria-disabled={index <= 0}
                onClick={() => setIndex((i) => Math.max(0, i - 1))}
                className={`${ROUND_BUTTON} absolute top-1/2 left-3 -translate-y-1/2`}
              >
                <ChevronLeft aria-hidden="true" className="size-6" />
              </button>
              <button
                type="button"
                aria-label={ZOOM_TEXT.next}
                aria-disabled={index >= last}
                onClick={() => setIndex((i) => Math.min(last, i + 1))}
                className={`${ROUND_BUTTON} absolute top-1/2 right-3 -translate-y-1/2`}
              >
                <ChevronRight aria-hidden="true" className="size-6" />
              </button>
            </>
          ) : null}
          <div className="absolute top-3 right-3 flex gap-2">
            {original ? (
              <a
                href={original}
                download={downloadName(appearance, original)}
                aria-label={download}
                title={download}
                className={ROUND_BUTTON}
              >
                <Download aria-hidden="true" className="size-6" />
              </a>
            ) : null}
            <Dialog.Close aria-label={close} className={ROUND_BUTTON}>
              <X aria-hidden="true" className="size-6" />
            </Dialog.Close>
          </div>
        </Dialog.Popup>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
