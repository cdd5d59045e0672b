import { useRef } from 'react'
import { MissingPhoto } from '~/components/missing-photo'
import { useImageFailure } from '~/lib/images/use-image-failure'
import { useLazyImageSrc } from '~/lib/images/use-lazy-image'
import type { ImageInfo } from '~/shared/schemas/image-info'

/** Said of a photo the browser could not load (offline, never loaded before). */
export const PHOTO_NOT_LOADED = 'not loaded'

interface LazyImageProps {
  image: ImageInfo | null | undefined
  alt: string
  className?: string
}

/**
 * A list photo: thumbnail first, the reduced image once it has loaded after 2 s in view,
 * unloaded when far away; a stand-in where it cannot be loaded (offline, never loaded).
 */
export function LazyImage({ image, alt, className = '' }: LazyImageProps) {
  const ref = useRef<HTMLDivElement>(null)
  const { src } = useLazyImageSrc(ref, image)
  const { failed, onError } = useImageFailure(src)
  const ratio = image?.width && image.height ? `${image.width} / ${image.height}` : '4 / 3'
  return (
    <div
      ref={ref}
      className={`overflow-hidden bg-zinc-200 dark:bg-zinc-800 ${className}`}
      style={{ aspectRatio: ratio }}
    >
      {failed ? (
        <MissingPhoto label={`${alt} (${PHOTO_NOT_LOADED})`} />
      ) : src ? (
        <img
          src={src}
          alt={alt}
          decoding="async"
          onError={onError}
          className="size-full object-cover"
        />
      ) : null}
    </div>
  )
}
