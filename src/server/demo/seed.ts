import { count } from 'drizzle-orm'
import { createUser } from '../auth/users'
import type { Db } from '../db/client'
import { users } from '../db/schema'
import type { Logger } from '../logger'

export const DEMO_PASSWORD = 'seen-demo-2026'

export const DEMO_USERS = [
  { username: 'alice', displayName: 'Alice Moreau', email: 'alice@demo.seen.local' },
  { username: 'bob', displayName: 'Bob Okafor', email: 'bob@demo.seen.local' },
  { username: 'carol', displayName: 'Carol Jensen', email: 'carol@demo.seen.local' },
] as const

/** Demo content for a newcomer's first start; only into an empty database. */
export async function seedDemo(db: Db, log: Logger): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users)
  if ((row?.n ?? 0) > 0) return false
  for (const user of DEMO_USERS) {
    await createUser(db, { ...user, password: DEMO_PASSWORD })
  }
  log.info(
    { users: DEMO_USERS.map((u) => u.username), password: DEMO_PASSWORD },
    'demo data created: log in as one of these users with the demo password',
  )
  return true
}
