import { useRef } from 'react'
import { useLazyImageSrc } from '~/lib/images/use-lazy-image'
import type { ImageInfo } from '~/shared/schemas/image-info'

interface LazyImageProps {
  image: ImageInfo | null | undefined
  alt: string
  className?: string
}

/**
 * A list photo: thumbnail first, the reduced image once it has loaded after 2 s in view,
 * unloaded when far away.
 */
export function LazyImage({ image, alt, className = '' }: LazyImageProps) {
  const ref = useRef<HTMLDivElement>(null)
  const { src } = useLazyImageSrc(ref, image)
  const ratio = image?.width && image.height ? `${image.width} / ${image.height}` : '4 / 3'
  return (
    <div
      ref={ref}
      className={`overflow-hidden bg-zinc-200 dark:bg-zinc-800 ${className}`}
      style={{ aspectRatio: ratio }}
    >
      {src ? <img src={src} alt={alt} decoding="async" className="size-full object-cover" /> : null}
    </div>
  )
}
