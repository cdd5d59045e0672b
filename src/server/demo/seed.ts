import { count } from 'drizzle-orm'
import { createUser } from '../auth/users'
import type { Db } from '../db/client'
import { users } from '../db/schema'
import type { Logger } from '../logger'
import type { MediaStorage } from '../storage'
import { seedDemoAppearances } from './seed-appearances'
import { seedDemoClip } from './seed-clip'
import { seedDemoMembership } from './seed-membership'
import { seedDemoMessaging } from './seed-messaging'
import { seedDemoPeople } from './seed-people'
import { seedDemoSeens } from './seed-seens'

export const DEMO_PASSWORD = 'seen-demo-2026'

export const DEMO_USERS = [
  { username: 'alice', displayName: 'Alice Moreau', email: 'alice@demo.seen.local' },
  { username: 'bob', displayName: 'Bob Okafor', email: 'bob@demo.seen.local' },
  { username: 'carol', displayName: 'Carol Jensen', email: 'carol@demo.seen.local' },
] as const

/**
 * Demo content for a newcomer's first start, only into an empty database: three users and a
 * dozen public Seens with photos (and a clip in the guest Seen), hashtags, likes, bookmarks,
 * memberships and follows.
 */
export async function seedDemo(
  db: Db,
  log: Logger,
  storage: MediaStorage,
  now = new Date(),
): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users)
  if ((row?.n ?? 0) > 0) return false
  const ids: Record<string, string> = {}
  for (const user of DEMO_USERS) {
    const created = await createUser(db, { ...user, password: DEMO_PASSWORD })
    if (!created.ok) throw new Error(`demo user ${user.username}: ${created.conflict} taken`)
    ids[user.username] = created.user.id
  }
  const people = { alice: ids.alice ?? '', bob: ids.bob ?? '', carol: ids.carol ?? '' }
  const seens = await seedDemoSeens(db, storage, people, now)
  await seedDemoAppearances(db, storage, people, now)
  await seedDemoClip(db, storage, now)
  await seedDemoPeople(db, storage, people, now)
  await seedDemoMessaging(db, people, now)
  await seedDemoMembership(db, storage, people, now)
  log.info(
    { users: DEMO_USERS.map((u) => u.username), password: DEMO_PASSWORD, seens },
    'demo data created: log in as one of these users with the demo password',
  )
  return true
}
