import { useRef, useState } from 'react'
import { MissingPhoto } from '~/components/missing-photo'
import { useImageFailure } from '~/lib/images/use-image-failure'
import { useLazyImageSrc } from '~/lib/images/use-lazy-image'
import { imageUrl, priorityPhotoUrl } from '~/shared/image-url'
import type { ImageInfo } from '~/shared/schemas/image-info'

/**
 * The Seen's photo on its card, lazily (docs/product.md#constants): nothing until it is 200 px from
 * view, then the thumbnail, the reduced image once it has loaded after 2000 ms in view; unloaded
 * again when far away. A `priority` photo (the first cards, the page's largest paint) shows its
 * reduced image from the first render, fetched ahead of everything else, not after an observer;
 * where that fails (offline, only the thumbnail kept) it shows the thumbnail, and where that fails
 * too, a stand-in instead of the browser's broken-image icon.
 */
export function SeenCardImage({
  image,
  priority = false,
}: {
  image: ImageInfo | null | undefined
  priority?: boolean
}) {
  const ref = useRef<HTMLDivElement>(null)
  const lazy = useLazyImageSrc(ref, image)
  const { state } = lazy
  const [priorityFailed, setPriorityFailed] = useState(false)
  const eager = priority && !priorityFailed
  const src = eager
    ? priorityPhotoUrl(image)
    : (lazy.src ?? (priority ? imageUrl(image, 'thumbnail') : undefined))
  const failure = useImageFailure(src)
  return (
    <div
      ref={ref}
      data-image-state={state}
      className="aspect-[16/9] w-full overflow-hidden bg-zinc-200 dark:bg-zinc-800"
    >
      {failure.failed ? (
        <MissingPhoto />
      ) : src ? (
        // The card's name says what the photo shows; the photo is decoration here.
        <img
          src={src}
          alt=""
          decoding={priority ? undefined : 'async'}
          fetchPriority={priority ? 'high' : undefined}
          onError={eager ? () => setPriorityFailed(true) : failure.onError}
          className="size-full object-cover"
        />
      ) : null}
    </div>
  )
}
