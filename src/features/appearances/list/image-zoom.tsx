import { Dialog } from '@base-ui/react/dialog'
import { ChevronLeft, ChevronRight, Download, X } from 'lucide-react'
import { type KeyboardEvent, useState } from 'react'
import { imageUrl } from '~/lib/images'
import type { Appearance } from '~/shared/schemas/appearance'
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

/**
 * At either end the step button is aria-disabled rather than disabled: a disabled button loses
 * the focus, and with it the arrow keys that were going to the zoom.
 *
 * docs/product.md#screens full-screen image zoom with an overlay of headline, caption and author;
 * steps through the Seen's loaded appearances (buttons and the arrow keys) and downloads the shown
 * original.
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
  const last = appearances.length - 1
  const appearance = appearances[Math.min(index, last)]
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') setIndex((i) => Math.max(0, i - 1))
    if (event.key === 'ArrowRight') setIndex((i) => Math.min(last, i + 1))
  }
  if (!appearance) return null
  const original = imageUrl(appearance.imageInfo, 'original')
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Backdrop className="fixed inset-0 z-40 bg-black" />
        <Dialog.Popup
          onKeyDown={onKeyDown}
          className="fixed inset-0 z-50 flex items-center justify-center bg-black p-2 outline-none"
        >
          <img
            src={original}
            alt={appearance.headline}
            className="max-h-full max-w-full object-contain"
          />
          <div className="absolute inset-x-0 bottom-0 bg-black/70 p-4 text-white">
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
                aria-label={ZOOM_TEXT.download}
                title={ZOOM_TEXT.download}
                className={ROUND_BUTTON}
              >
                <Download aria-hidden="true" className="size-6" />
              </a>
            ) : null}
            <Dialog.Close aria-label={ZOOM_TEXT.close} className={ROUND_BUTTON}>
              <X aria-hidden="true" className="size-6" />
            </Dialog.Close>
          </div>
        </Dialog.Popup>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
