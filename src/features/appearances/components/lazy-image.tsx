import { useRef } from 'react'
import { imageUrl } from '~/lib/images'
import type { ImageInfo } from '~/shared/schemas/image-info'
import { useLazyImage } from '../use-lazy-image'

interface LazyImageProps {
  image: ImageInfo | null | undefined
  alt: string
  className?: string
}

/** A list photo: thumbnail first, the reduced image after 2 s in view, unloaded when far away. */
export function LazyImage({ image, alt, className = '' }: LazyImageProps) {
  const ref = useRef<HTMLDivElement>(null)
  const state = useLazyImage(ref)
  const src =
    state === 'unloaded'
      ? undefined
      : imageUrl(image, state === 'reduced' ? 'reduced' : 'thumbnail')
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
