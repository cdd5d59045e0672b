import { imageUrl } from '~/shared/image-url'
import type { ImageInfo } from '~/shared/schemas/image-info'

/**
 * The photo of a card in view on arrival, the page's largest paint: its reduced image from the
 * start. The thumbnail first and the SPEC §9 upgrade after 2 s in view would make the page's
 * largest paint wait those 2 s (Lighthouse counts the upgraded image as a new, larger paint).
 */
export const priorityPhotoUrl = (image: ImageInfo | null | undefined) =>
  imageUrl(image, 'reduced') ?? imageUrl(image, 'thumbnail')
