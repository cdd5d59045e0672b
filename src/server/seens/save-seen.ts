/** Write a Seen from the validated form record: one transaction for the row, member and tags. */
import { eq } from 'drizzle-orm'
import { endOf, liveWindow } from '~/shared/live'
import { sanitizeCaption } from '~/shared/sanitize-caption'
import type { ImageInfo } from '~/shared/schemas/image-info'
import type { CreateSeenRecord } from '~/shared/schemas/seen-record'
import { recountSeenAppearanceTags } from '../appearances/appearance-tags'
import type { Db } from '../db/client'
import { isUniqueViolation } from '../db/errors'
import { memberships, seens } from '../db/schema'
import { recordTimelineEvent } from '../people/timeline'
import { isPublicType } from '../policy'
import { currentSeenTags, seenHashtags, type Tx, writeSeenTags } from './seen-tags'
import { newShortName } from './short-name'
import { trendingScore } from './trending'

/** A city as the gazetteer knows it (src/server/places). */
export interface City {
  geoNameId: number
  name: string
  stateCode: string | null | undefined
  countryCode: string | null | undefined
  latitude: number
  longitude: number
}

export interface SeenInput {
  record: CreateSeenRecord
  city: City
  /** The processed photo; null keeps the stored one (edit). */
  image: ImageInfo | null
}

const blankToNull = (value: string | null | undefined) =>
  value === undefined || value === null || value.trim() === '' ? null : value.trim()

/** Everything of the row that the form decides. */
function formColumns({ record, city, image }: SeenInput) {
  const startAt = new Date(record.startDateTime)
  const window = liveWindow({ ...record, startDateTime: startAt })
  return {
    seenName: record.seenName,
    headline: record.headline,
    caption: sanitizeCaption(record.caption),
    locationType: record.locationType,
    accessibilityType: record.seenAccessibilityType,
    requiresApproval: record.requiresApproval,
    membersMayDownload: record.membersMayDownload,
    ...(record.findMeEnabled === undefined ? {} : { findMeEnabled: record.findMeEnabled }),
    sponsor: blankToNull(record.sponsor),
    contactBlock: blankToNull(record.contactBlock),
    webAddress: blankToNull(record.webAddress),
    addressBlock: blankToNull(record.addressBlock),
    phoneNumber: blankToNull(record.phoneNumber),
    postalCode: blankToNull(record.postalCode),
    geoNameId: city.geoNameId,
    cityName: city.name,
    stateCode: city.stateCode ?? null,
    countryCode: city.countryCode ?? null,
    latitude: city.latitude,
    longitude: city.longitude,
    startAt,
    endAt: endOf(startAt, record.durationHours),
    durationHours: record.durationHours,
    timeZoneId: record.timeZoneId,
    preSeenDays: record.preSeenDays,
    postSeenDays: record.postSeenDays,
    liveFrom: window.from,
    liveUntil: window.until,
    ...(image ? { image } : {}),
  }
}

/**
 * Create a Seen; its creator becomes its first member. Returns the new short name: a random one,
 * or `fixedShortName` (the demo's guest Seen, which the welcome page finds by name).
 */
export async function createSeen(
  db: Db,
  creatorId: string,
  input: SeenInput,
  now: Date,
  fixedShortName?: string,
): Promise<string> {
  const columns = formColumns(input)
  const score = trendingScore({ likes: 0, bookmarks: 0, appearances: 0 }, now)
  for (let attempt = 0; ; attempt++) {
    const shortName = fixedShortName ?? newShortName()
    try {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(seens)
          .values({
            ...columns,
            shortName,
            createdById: creatorId,
            createdAt: now,
            updatedAt: now,
            activityAt: now,
            trendingScore: score,
          })
          .returning({ id: seens.id })
        if (!row) throw new Error('insert returned no row')
        await tx
          .insert(memberships)
          .values({ userId: creatorId, seenId: row.id, joinedVia: 'creator', createdAt: now })
        const after = {
          tags: seenHashtags(columns.headline, columns.caption),
          listed: isPublicType(columns.accessibilityType),
        }
        await writeSeenTags(tx, row.id, { tags: [], listed: false }, after)
        await recordTimelineEvent(tx, {
          userId: creatorId,
          eventType: 'CreatedSeen',
          seenId: row.id,
          at: now,
        })
      })
      return shortName
    } catch (error) {
      if (!isUniqueViolation(error) || fixedShortName || attempt >= 3) throw error
    }
  }
}

/** Edit a Seen in place (the caller checked canEditSeen); counters and score are kept. */
export async function updateSeen(db: Db, seenId: string, input: SeenInput, now: Date) {
  const columns = formColumns(input)
  await db.transaction(async (tx: Tx) => {
    const [before] = await tx
      .select({ accessibilityType: seens.accessibilityType, active: seens.active })
      .from(seens)
      .where(eq(seens.id, seenId))
      .for('update')
    if (!before) return
    const previousTags = await currentSeenTags(tx, seenId)
    await tx
      .update(seens)
      .set({ ...columns, updatedAt: now })
      .where(eq(seens.id, seenId))
    await writeSeenTags(
      tx,
      seenId,
      { tags: previousTags, listed: before.active && isPublicType(before.accessibilityType) },
      {
        tags: seenHashtags(columns.headline, columns.caption),
        listed: before.active && isPublicType(columns.accessibilityType),
      },
    )
    // Its appearances' hashtags count only while the Seen is public and they are published.
    await recountSeenAppearanceTags(tx, seenId)
  })
}
