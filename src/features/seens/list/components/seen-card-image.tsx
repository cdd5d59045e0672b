import { useRef } from 'react'
import { useLazyImageSrc } from '~/features/appearances/use-lazy-image'
import type { ImageInfo } from '~/shared/schemas/image-info'

/**
 * The Seen's photo on its card, lazily (SPEC §9): nothing until it is 200 px from view, then
 * the thumbnail, the reduced image once it has loaded after 2000 ms in view; unloaded again
 * when far away.
 */
export function SeenCardImage({ image }: { image: ImageInfo | null | undefined }) {
  const ref = useRef<HTMLDivElement>(null)
  const { state, src } = useLazyImageSrc(ref, image)
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
