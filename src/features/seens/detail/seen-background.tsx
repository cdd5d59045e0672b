import { imageUrl } from '~/lib/images'
import type { ImageInfo } from '~/shared/schemas/image-info'
import type { SeenDetail } from '~/shared/schemas/seen-detail'

/**
 * docs/product.md#screens: the Seen's reduced image as a fixed page background, under a scrim
 * strong enough that text on the page keeps its contrast in both themes. Decorative, so hidden from
 * readers.
 */
export function SeenBackground({ image }: { image: ImageInfo | null | undefined }) {
  const src = imageUrl(image, 'reduced')
  if (!src) return null
  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-0 -z-10">
      <img src={src} alt="" className="size-full object-cover" decoding="async" />
      <div
        data-testid="seen-background-scrim"
        className="absolute inset-0 bg-zinc-50/85 backdrop-blur-sm dark:bg-zinc-950/85"
      />
    </div>
  )
}

/**
 * The host's photo at the top of the page, uncovered: the first thing a guest sees, so it loads
 * first (the page's largest paint). Its size is known, so nothing moves when it arrives.
 */
export function SeenHeaderImage({ seen }: { seen: Pick<SeenDetail, 'imageInfo'> }) {
  const src = imageUrl(seen.imageInfo, 'reduced')
  if (!src) return null
  return (
    <img
      src={src}
      // The Seen's name and headline follow at once; the photo adds no words of its own.
      alt=""
      width={seen.imageInfo?.width ?? undefined}
      height={seen.imageInfo?.height ?? undefined}
      fetchPriority="high"
      decoding="async"
      className="mb-6 aspect-video w-full rounded-2xl object-cover shadow-sm sm:aspect-[3/1]"
    />
  )
}
