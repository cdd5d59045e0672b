/** Demo people: avatars, bios and settings, everyone following everyone, membership events. */
import { and, eq, inArray } from 'drizzle-orm'
import sharp from 'sharp'
import type { Db } from '../db/client'
import { follows, memberships, userProfiles } from '../db/schema'
import { processUpload } from '../images'
import { recordTimelineEvent } from '../people/timeline'
import type { MediaStorage } from '../storage'

type DemoName = 'alice' | 'bob' | 'carol'

const PEOPLE: Record<
  DemoName,
  { initials: string; colors: [string, string]; profile: Partial<typeof userProfiles.$inferInsert> }
> = {
  alice: {
    initials: 'AM',
    colors: ['#7c3aed', '#db2777'],
    profile: {
      bio: 'Event photographer in Paris. I never miss a garden concert.',
      website: 'https://alice.example.com',
      instagram: 'alice.moreau',
      company: 'Moreau Studio',
      position: 'Photographer',
      industry: 'Media',
      interests: ['Photography', 'Jazz', 'Cycling'],
    },
  },
  bob: {
    initials: 'BO',
    colors: ['#0f766e', '#65a30d'],
    profile: {
      bio: 'Runs community food markets and the odd rooftop party.',
      twitter: '@bobokafor',
      company: 'Lagos Market Collective',
      position: 'Organizer',
      industry: 'Food and drink',
      interests: ['Food', 'Markets', 'Afrobeat'],
      slideshowSpeedSeconds: 8,
    },
  },
  carol: {
    initials: 'CJ',
    colors: ['#1d4ed8', '#0891b2'],
    profile: {
      bio: 'Conference speaker and weekend sailor from Copenhagen.',
      linkedin: 'carol-jensen',
      company: 'Nordlys Tech',
      position: 'Engineering lead',
      industry: 'Software',
      interests: ['Sailing', 'Design', 'Talks'],
    },
  },
}

/** A round gradient avatar with initials, rendered by sharp (no downloads). */
async function avatarPhoto(initials: string, [from, to]: [string, string]) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
    </linearGradient></defs>
    <rect width="600" height="600" fill="url(#g)"/>
    <text x="300" y="370" text-anchor="middle" font-family="sans-serif" font-size="220"
      font-weight="bold" fill="#ffffff">${initials}</text>
  </svg>`
  return (await sharp(Buffer.from(svg)).png().toBuffer()).toString('base64')
}

export async function seedDemoPeople(
  db: Db,
  storage: MediaStorage,
  users: Record<DemoName, string>,
  now: Date,
): Promise<void> {
  for (const [name, person] of Object.entries(PEOPLE) as [DemoName, (typeof PEOPLE)[DemoName]][]) {
    const base64 = await avatarPhoto(person.initials, person.colors)
    const image = await processUpload({ base64, kind: 'avatar' }, storage)
    await db
      .insert(userProfiles)
      .values({ userId: users[name], ...person.profile, image, updatedAt: now })
  }
  const ids = Object.values(users)
  const pairs = ids.flatMap((followerId) =>
    ids.filter((id) => id !== followerId).map((followeeId) => ({ followerId, followeeId })),
  )
  await db.insert(follows).values(pairs).onConflictDoNothing()

  const joined = await db
    .select({ userId: memberships.userId, seenId: memberships.seenId, at: memberships.createdAt })
    .from(memberships)
    .where(and(inArray(memberships.userId, ids), eq(memberships.joinedVia, 'self')))
  for (const row of joined) {
    await recordTimelineEvent(db, {
      userId: row.userId,
      eventType: 'UserMembership',
      seenId: row.seenId,
      at: row.at,
    })
  }
}
