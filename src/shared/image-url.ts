import type { ImageInfo } from '~/shared/schemas/image-info'

/** Mirrors the server's MEDIA_PREFIX: stored keys are served at /media/<key>. */
const MEDIA_PREFIX = '/media/'

export type ImageVariant = 'original' | 'reduced' | 'thumbnail'

const pathOf = (info: ImageInfo, variant: ImageVariant) =>
  (variant === 'reduced'
    ? info.reducedPath
    : variant === 'thumbnail'
      ? info.thumbnailPath
      : null) ??
  info.path ??
  undefined

/**
 * Where to load a variant from. Without a CDN it is the `/media/...` path. With one, `cdnUrl`
 * is the original's CDN URL (MEDIA_CDN_URL + key), so the other variants live beside it.
 */
export function imageUrl(
  info: ImageInfo | null | undefined,
  variant: ImageVariant,
): string | undefined {
  if (!info) return undefined
  const path = pathOf(info, variant)
  if (!path || !info.cdnUrl || !info.path?.startsWith(MEDIA_PREFIX)) return path
  const originalKey = info.path.slice(MEDIA_PREFIX.length)
  if (!info.cdnUrl.endsWith(originalKey) || !path.startsWith(MEDIA_PREFIX)) return path
  return info.cdnUrl.slice(0, -originalKey.length) + path.slice(MEDIA_PREFIX.length)
}

/**
 * The photo of a card in view on arrival, the list's largest paint: its reduced image from the
 * start. The thumbnail first and the docs/product.md#constants upgrade after 2 s in view would make
 * the page's largest paint wait those 2 s (Lighthouse counts the upgraded image as a new, larger
 * paint). The server names the same URL in the list page's head
 * (src/server/http/seen-list-page.ts).
 */
export const priorityPhotoUrl = (image: ImageInfo | null | undefined) =>
  imageUrl(image, 'reduced') ?? imageUrl(image, 'thumbnail')
