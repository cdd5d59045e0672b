import { timeZoneAt } from '~/shared/zone-at'
import type { Db } from '../db/client'
import { follows, memberships } from '../db/schema'
import { processUpload } from '../images'
import { placeById } from '../places'
import { setReaction } from '../seens/reactions'
import { type City, createSeen } from '../seens/save-seen'
import { findSeenAccess } from '../seens/seen-access'
import type { MediaStorage } from '../storage'
import { KNOWN_CITIES } from './cities'
import { demoPhoto } from './demo-photo'
import { DEMO_FOLLOWS, DEMO_SEENS, type DemoSeen } from './demo-seens'

type UserIds = Record<DemoSeen['by'], string>

const HOUR_MS = 60 * 60 * 1000

/** The gazetteer's record when it has the id; the well-known values otherwise. */
function cityOf(key: DemoSeen['city']): City {
  const known = KNOWN_CITIES[key]
  const place = placeById(known.geoNameId)
  return place ? { ...place, name: place.name } : known
}

/**
 * Demo Seens with generated photos, hashtags, likes, bookmarks, memberships and follows,
 * written through the same functions the API uses (counters and trending stay consistent).
 */
export async function seedDemoSeens(
  db: Db,
  storage: MediaStorage,
  users: UserIds,
  now: Date,
): Promise<number> {
  for (const [index, demo] of DEMO_SEENS.entries()) {
    const base64 = await demoPhoto(demo.name, demo.colors, index + 1)
    const image = await processUpload({ base64, kind: 'seen' }, storage)
    const city = cityOf(demo.city)
    const record = {
      shortName: '-new-',
      seenName: demo.name,
      headline: demo.headline,
      caption: demo.caption,
      seenAccessibilityType: demo.type,
      requiresApproval: false,
      membersMayDownload: false,
      locationType: 1 as const,
      startDateTime: new Date(now.getTime() + demo.when[0] * HOUR_MS).toISOString(),
      durationHours: demo.when[1],
      preSeenDays: demo.when[2],
      postSeenDays: demo.when[3],
      timeZoneId: timeZoneAt(city.latitude, city.longitude),
      geoNameId: KNOWN_CITIES[demo.city].geoNameId,
      hasPhoto: true,
      sponsor: demo.sponsor ?? null,
    }
    const created = new Date(now.getTime() - (DEMO_SEENS.length - index) * HOUR_MS)
    const shortName = await createSeen(
      db,
      users[demo.by],
      { record, city, image },
      created,
      demo.shortName,
    )
    const seen = await findSeenAccess(db, shortName, null)
    if (!seen) continue
    for (const who of demo.members ?? []) {
      await db
        .insert(memberships)
        .values({ userId: users[who], seenId: seen.id, joinedVia: 'self', createdAt: now })
    }
    for (const who of demo.likedBy ?? []) {
      await setReaction(db, 'like', users[who], seen.id, true, now)
    }
    for (const who of demo.bookmarkedBy ?? []) {
      await setReaction(db, 'bookmark', users[who], seen.id, true, now)
    }
  }
  await db
    .insert(follows)
    .values(DEMO_FOLLOWS.map(([from, to]) => ({ followerId: users[from], followeeId: users[to] })))
  return DEMO_SEENS.length
}
