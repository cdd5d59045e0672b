import { type IMAGE_LONG_SIDE, UPLOAD_HINT_BYTES } from '~/shared/constants'

export type ImageKind = keyof typeof IMAGE_LONG_SIDE

/** The form hint says 2MB; decoded uploads up to 3 MB pass so a photo just over it still works. */
export const MAX_UPLOAD_BYTES = UPLOAD_HINT_BYTES + 1024 * 1024

/** Larger inputs are refused before decoding (decompression bombs); 40 MP covers phone cameras. */
export const MAX_INPUT_PIXELS = 40_000_000

/**
 * docs/architecture/media.md allows up to 1080 px. 960 px is the measured trade-off
 * (docs/decisions/038-reduced-images-960.md): it is what cards and the scrimmed detail background
 * need, ~20% fewer bytes at a venue, and it keeps the 1440 px Seen photo's processing under its 60
 * ms median target (bench/images.bench.ts).
 */
export const REDUCED_LONG_SIDE = 960
export const THUMBNAIL_LONG_SIDE = 320

/** Input formats we decode. SVG, PDF and the like are refused even where libvips could read them. */
export const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff'])

/** Folder of each kind's files in storage (and under /media/). */
export const KIND_FOLDER: Record<ImageKind, string> = {
  seen: 'seens',
  appearance: 'appearances',
  avatar: 'avatars',
}

export const QUALITY = { original: 85, reduced: 75, thumbnail: 70 } as const
