import { useRef } from 'react'
import { useLazyImage } from '~/features/appearances/use-lazy-image'
import { imageUrl } from '~/lib/images'
import type { ImageInfo } from '~/shared/schemas/image-info'

/**
 * The Seen's photo on its card, lazily (SPEC §9): nothing until it is 200 px from view, then
 * the thumbnail, the reduced image after 2000 ms in view; unloaded again when far away.
 */
export function SeenCardImage({ image }: { image: ImageInfo | null | undefined }) {
  const ref = useRef<HTMLDivElement>(null)
  const state = useLazyImage(ref)
  const src =
    state === 'unloaded'
      ? undefined
      : imageUrl(image, state === 'reduced' ? 'reduced' : 'thumbnail')
  return (
    <div
      ref={ref}
      data-image-state={state}
      className="aspect-[16/9] w-full overflow-hidden bg-zinc-200 dark:bg-zinc-800"
    >
      {src ? (
        // The card's name says what the photo shows; the photo is decoration here.
        <img src={src} alt="" decoding="async" className="size-full object-cover" />
      ) : null}
    </div>
  )
}
