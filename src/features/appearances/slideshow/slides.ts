/** What one slide shows: the Seen's main image or an appearance, with the fields to caption it. */
import { placeName } from '~/shared/place-name'
import { captionToText } from '~/shared/sanitize-caption'
import type { Appearance } from '~/shared/schemas/appearance'
import type { ClipInfo } from '~/shared/schemas/clip-info'
import type { ImageInfo } from '~/shared/schemas/image-info'
import type { SeenDetail } from '~/shared/schemas/seen-detail'
import { formatSeenTime } from '~/shared/seen-time'
import { clipOf } from '../clips/clip'

/**
 * The user's slideshow settings (docs/product.md#records profile); guests get the defaults (all
 * shown).
 */
export interface SlideshowShow {
  name: boolean
  headline: boolean
  caption: boolean
  location: boolean
  sponsor: boolean
  date: boolean
}

export const SHOW_ALL: SlideshowShow = {
  name: true,
  headline: true,
  caption: true,
  location: true,
  sponsor: true,
  date: true,
}

export interface Slide {
  key: string
  /** A photo, or a clip's poster. */
  image: ImageInfo | null | undefined
  /** A clip plays through, then the show moves on. */
  clip: ClipInfo | null
  name: string | null
  headline: string | null
  caption: string | null
  location: string | null
  sponsor: string | null
  date: string
}

const place = (seen: SeenDetail) => placeName(seen) || null

export function seenSlide(seen: SeenDetail): Slide {
  return {
    key: `seen:${seen.shortName}`,
    image: seen.imageInfo,
    clip: null,
    name: seen.seenName,
    headline: seen.headline ?? null,
    caption: seen.caption ? captionToText(seen.caption) : null,
    location: place(seen),
    sponsor: seen.sponsor ?? null,
    date: formatSeenTime(seen.startDateTime, seen.timeZoneId),
  }
}

export function appearanceSlide(seen: SeenDetail, a: Appearance): Slide {
  return {
    key: a.appearanceShortName,
    image: a.imageInfo,
    clip: clipOf(a),
    name: a.displayUserName,
    headline: a.headline,
    caption: captionToText(a.caption),
    location: place(seen),
    sponsor: seen.sponsor ?? null,
    date: formatSeenTime(a.createdDateTime, seen.timeZoneId),
  }
}

/** The slide at `position` (0 = the Seen's main image). */
export const slideAt = (seen: SeenDetail, held: Appearance[], position: number): Slide => {
  const a = position > 0 ? held[position - 1] : undefined
  return a ? appearanceSlide(seen, a) : seenSlide(seen)
}
