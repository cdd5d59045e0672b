import { Dialog } from '@base-ui/react/dialog'
import { X } from 'lucide-react'
import { imageUrl } from '~/lib/images'
import type { Appearance } from '~/shared/schemas/appearance'
import { CaptionText } from './caption-text'

export const ZOOM_TEXT = { close: 'Close image' } as const

/** SPEC §2 full-screen image zoom with an overlay of headline, caption and author. */
export function ImageZoom({
  appearance,
  onClose,
}: {
  appearance: Appearance
  onClose: () => void
}) {
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Backdrop className="fixed inset-0 z-40 bg-black" />
        <Dialog.Popup className="fixed inset-0 z-50 flex items-center justify-center bg-black p-2 outline-none">
          <img
            src={imageUrl(appearance.imageInfo, 'original')}
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
          <Dialog.Close
            aria-label={ZOOM_TEXT.close}
            className="focus-ring absolute top-3 right-3 rounded-full bg-black/60 p-2 text-white hover:bg-black/80"
          >
            <X aria-hidden="true" className="size-6" />
          </Dialog.Close>
        </Dialog.Popup>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
