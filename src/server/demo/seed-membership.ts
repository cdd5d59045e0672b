/**
 * Demo invitations and join requests between alice, bob and carol, so a first start shows
 * every membership screen with something in it.
 */
import { timeZoneAt } from '~/shared/zone-at'
import type { Db } from '../db/client'
import { invitations } from '../db/schema'
import { processUpload } from '../images'
import { answerInvitation } from '../membership/answer-invitation'
import { createJoinRequest } from '../membership/join-requests'
import { newInvitationToken } from '../membership/token'
import { placeById } from '../places'
import { type City, createSeen } from '../seens/save-seen'
import { findSeenAccess } from '../seens/seen-access'
import type { MediaStorage } from '../storage'
import { KNOWN_CITIES, type KnownCity } from './cities'
import { demoPhoto } from './demo-photo'

type Users = Record<'alice' | 'bob' | 'carol', string>

const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS

interface MembershipSeen {
  name: string
  headline: string
  caption: string
  city: KnownCity
  type: 3 | 6
  inDays: number
  colors: [string, string]
}

const BIRTHDAY: MembershipSeen = {
  name: 'Alice’s Birthday Dinner',
  headline: 'Thirty candles and a long table #birthday',
  caption: 'Invitation only: dinner, cake and far too many photos.\nDress code: colourful.',
  city: 'paris',
  type: 6,
  inDays: 10,
  colors: ['#7b2cbf', '#ff9e00'],
}

const POTTERY: MembershipSeen = {
  name: 'Pottery Circle',
  headline: 'Wheel, clay and coffee #pottery #crafts',
  caption: 'A small weekly studio session; ask to join and Carol will say yes.\nAprons provided.',
  city: 'copenhagen',
  type: 3,
  inDays: 4,
  colors: ['#9c6644', '#ede0d4'],
}

function cityOf(key: KnownCity): City {
  const known = KNOWN_CITIES[key]
  return placeById(known.geoNameId) ?? known
}

async function makeSeen(
  db: Db,
  storage: MediaStorage,
  by: string,
  demo: MembershipSeen,
  now: Date,
) {
  const base64 = await demoPhoto(demo.name, demo.colors, demo.inDays)
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
    startDateTime: new Date(now.getTime() + demo.inDays * DAY_MS).toISOString(),
    durationHours: 4,
    preSeenDays: 1,
    postSeenDays: 2,
    timeZoneId: timeZoneAt(city.latitude, city.longitude),
    geoNameId: KNOWN_CITIES[demo.city].geoNameId,
    hasPhoto: true,
  }
  const shortName = await createSeen(db, by, { record, city, image }, now)
  const seen = await findSeenAccess(db, shortName, null)
  if (!seen) throw new Error(`demo Seen ${demo.name} was not created`)
  return seen.id
}

async function invite(db: Db, seenId: string, inviterId: string, inviteeId: string, now: Date) {
  const [row] = await db
    .insert(invitations)
    .values({
      seenId,
      inviterId,
      inviteeId,
      tokenHash: newInvitationToken().hash,
      message: 'It would be lovely to see you there!',
      invitedAt: now,
      expiresAt: new Date(now.getTime() + 30 * DAY_MS),
    })
    .returning({ id: invitations.id })
  return row?.id ?? ''
}

/**
 * Alice's invitation-only dinner (bob invited and pending, carol accepted and a member) and
 * Carol's request-to-join circle (bob has asked to join; alice is invited and pending), so each
 * demo user finds something on Notifications or in a manager.
 */
export async function seedDemoMembership(
  db: Db,
  storage: MediaStorage,
  users: Users,
  now: Date,
): Promise<void> {
  const birthday = await makeSeen(db, storage, users.alice, BIRTHDAY, now)
  await invite(db, birthday, users.alice, users.bob, now)
  const carolsInvitation = await invite(db, birthday, users.alice, users.carol, now)
  await answerInvitation(db, carolsInvitation, users.carol, true, new Date(now.getTime() + HOUR_MS))

  const pottery = await makeSeen(db, storage, users.carol, POTTERY, now)
  await createJoinRequest(db, pottery, users.bob, 'I have never tried, can I come?', now)
  await invite(db, pottery, users.carol, users.alice, now)
}
