/** The createSeenRecord the form posts (docs/product.md#records, #calls), built from the draft. */

import { zonedToInstant } from '~/lib/zoned-time'
import { endOf } from '~/shared/live'
import type { SeenDraft } from './form-model'

const numberOf = (text: string) => (text.trim() === '' ? null : Number(text))

/** The start as an ISO instant, or '' when no (valid) date is given; no time means 00:00. */
export function startDateTimeOf(draft: SeenDraft): string {
  const stored = draft.storedStart
  if (
    stored &&
    stored.date === draft.startDate &&
    stored.time === draft.startTime &&
    stored.zone === draft.timeZoneId
  ) {
    return stored.iso
  }
  const instant = zonedToInstant(
    { date: draft.startDate, time: draft.startTime || '00:00' },
    draft.timeZoneId,
  )
  return instant ? instant.toISOString() : ''
}

/** docs/product.md#records: endDateTime is computed on submit, from the start plus the duration. */
export function endDateTimeOf(startDateTime: string, durationHours: number | null): string | null {
  if (!startDateTime || durationHours === null || !Number.isFinite(durationHours)) return null
  return endOf(startDateTime, durationHours).toISOString()
}

/** What POST /api/seen takes as `createSeenRecord` (unchecked: the schema decides). */
export function recordOf(draft: SeenDraft) {
  const startDateTime = startDateTimeOf(draft)
  const durationHours = numberOf(draft.durationHours)
  const city = draft.city
  return {
    shortName: draft.shortName,
    seenName: draft.seenName,
    headline: draft.headline,
    caption: draft.caption,
    seenAccessibilityType: draft.seenAccessibilityType,
    requiresApproval: draft.requiresApproval,
    membersMayDownload: draft.membersMayDownload,
    findMeEnabled: draft.findMeEnabled,
    locationType: draft.locationType,
    startDateTime,
    endDateTime: endDateTimeOf(startDateTime, durationHours),
    durationHours,
    preSeenDays: numberOf(draft.preSeenDays),
    postSeenDays: numberOf(draft.postSeenDays),
    timeZoneId: draft.timeZoneId,
    geoNameId: city?.geoNameId ?? null,
    cityName: city?.cityName ?? null,
    stateCode: city?.stateCode ?? null,
    countryCode: city?.countryCode ?? null,
    latitude: city?.latitude ?? null,
    longitude: city?.longitude ?? null,
    hasPhoto: Boolean(draft.photo || draft.storedPhotoUrl),
    imageInfo: draft.photo
      ? {
          image: draft.photo.base64,
          contentType: draft.photo.contentType,
          name: draft.photo.name,
          width: draft.photo.width,
          height: draft.photo.height,
        }
      : null,
    webAddress: draft.webAddress,
    sponsor: draft.sponsor,
    addressBlock: draft.addressBlock,
    contactBlock: draft.contactBlock,
  }
}
export type SeenRecordPayload = ReturnType<typeof recordOf>
