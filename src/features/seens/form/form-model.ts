/**
 * The Seen form's draft: a new one (docs/product.md#records defaults) or one filled with a loaded
 * Seen.
 */
import type { PickedCity } from '~/features/places/city'
import { instantToZoned } from '~/lib/zoned-time'
import { captionToText } from '~/shared/sanitize-caption'
import type { SeenDetail } from '~/shared/schemas/seen-detail'
import { NEW_SEEN_SHORT_NAME } from '~/shared/schemas/seen-record'
import { timeZoneOrUtc } from '~/shared/time-zone'

export interface PickedSeenPhoto {
  /** Plain base64 of the scaled photo (docs/product.md#records ImageInfo.image). */
  base64: string
  contentType: string
  name: string
  width: number
  height: number
  previewUrl: string
}

export interface SeenDraft {
  shortName: string
  seenName: string
  headline: string
  caption: string
  /** 0 until one of the six types is chosen. */
  seenAccessibilityType: number
  requiresApproval: boolean
  membersMayDownload: boolean
  findMeEnabled: boolean
  /** 0 until Physical or Virtual is chosen. */
  locationType: number
  /** `YYYY-MM-DD` and `HH:MM` on the clocks of `timeZoneId`. */
  startDate: string
  startTime: string
  /** Number inputs as typed; empty means missing. */
  durationHours: string
  preSeenDays: string
  postSeenDays: string
  timeZoneId: string
  city: PickedCity | null
  photo: PickedSeenPhoto | null
  /** Editing: the stored photo, kept unless another one is picked. */
  storedPhotoUrl: string | null
  webAddress: string
  sponsor: string
  addressBlock: string
  contactBlock: string
  /** Editing: the stored start, sent back unchanged while its date, time and zone are. */
  storedStart: { iso: string; date: string; time: string; zone: string } | null
}

export type SeenField =
  | 'seenName'
  | 'headline'
  | 'caption'
  | 'seenAccessibilityType'
  | 'locationType'
  | 'startDateTime'
  | 'durationHours'
  | 'preSeenDays'
  | 'postSeenDays'
  | 'timeZoneId'
  | 'city'
  | 'photo'
  | 'webAddress'
  | 'sponsor'
  | 'addressBlock'
  | 'contactBlock'
export type SeenErrors = Partial<Record<SeenField, string>>

/**
 * docs/product.md#records defaults for a new Seen: days 0, no approval; the browser's zone. The
 * duration starts at NEW_SEEN_DURATION_HOURS, not the product's record default 0, which the form
 * itself refuses (docs/decisions/170-form-duration-default.md).
 */
/** A party, a concert or a wedding's evening: an hour is too short for most Seens. */
export const NEW_SEEN_DURATION_HOURS = 3

export const newSeenDraft = (timeZoneId: string): SeenDraft => ({
  shortName: NEW_SEEN_SHORT_NAME,
  seenName: '',
  headline: '',
  caption: '',
  seenAccessibilityType: 0,
  requiresApproval: false,
  membersMayDownload: false,
  findMeEnabled: true,
  locationType: 0,
  startDate: '',
  startTime: '',
  durationHours: String(NEW_SEEN_DURATION_HOURS),
  preSeenDays: '0',
  postSeenDays: '0',
  timeZoneId,
  city: null,
  photo: null,
  storedPhotoUrl: null,
  webAddress: '',
  sponsor: '',
  addressBlock: '',
  contactBlock: '',
  storedStart: null,
})

function cityOf(seen: SeenDetail): PickedCity | null {
  if (seen.geoNameId == null || !seen.cityName) return null
  return {
    geoNameId: seen.geoNameId,
    cityName: seen.cityName,
    stateCode: seen.stateCode ?? null,
    countryCode: seen.countryCode ?? null,
    latitude: seen.latitude ?? 0,
    longitude: seen.longitude ?? 0,
  }
}

/** The form filled with a loaded Seen (edit mode); times on the Seen's own clocks. */
export function draftOfSeen(seen: SeenDetail, storedPhotoUrl: string | null): SeenDraft {
  const zone = timeZoneOrUtc(seen.timeZoneId)
  const start = instantToZoned(seen.startDateTime, zone)
  return {
    shortName: seen.seenShortName,
    seenName: seen.seenName,
    headline: seen.headline ?? '',
    caption: captionToText(seen.caption ?? ''),
    seenAccessibilityType: seen.seenAccessibilityType,
    requiresApproval: seen.requiresApproval,
    membersMayDownload: seen.membersMayDownload ?? false,
    findMeEnabled: seen.findMeEnabled ?? true,
    locationType: seen.locationType,
    startDate: start.date,
    startTime: start.time,
    durationHours: String(seen.durationHours),
    preSeenDays: String(seen.preSeenDays),
    postSeenDays: String(seen.postSeenDays),
    timeZoneId: zone,
    city: cityOf(seen),
    photo: null,
    storedPhotoUrl,
    webAddress: seen.webAddress ?? '',
    sponsor: seen.sponsor ?? '',
    addressBlock: seen.addressBlock ?? '',
    contactBlock: seen.contactBlock ?? '',
    storedStart: { iso: seen.startDateTime, ...start, zone },
  }
}
