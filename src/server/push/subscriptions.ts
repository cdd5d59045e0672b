/** Push subscriptions per person, and their kind switches (no row: every kind on). */
import { and, eq, inArray, sql } from 'drizzle-orm'
import { PUSH_KINDS, type PushKind } from '~/shared/push'
import type { PushPreferences, PushSubscribeRequest } from '~/shared/schemas/push'
import type { Db } from '../db/client'
import { pushPreferences, pushSubscriptions, users } from '../db/schema'

/**
 * The devices one person gets pushes on (docs/decisions/163-push-endpoints.md): phones, tablets,
 * browsers.
 */
export const SUBSCRIPTIONS_PER_USER = 10

/**
 * An endpoint moves to whoever subscribed with it last (one browser, another account), and
 * lives as long as that session. Subscribing again with an endpoint renews it; a new one past
 * SUBSCRIPTIONS_PER_USER replaces the one renewed longest ago, so a new phone always gets pushes.
 */
export async function saveSubscription(
  db: Db,
  owner: { userId: string; sessionHash: string },
  { endpoint, keys }: PushSubscribeRequest['subscription'],
  now: Date,
) {
  const row = { ...owner, endpoint, p256dh: keys.p256dh, auth: keys.auth, createdAt: now }
  await db.transaction(async (tx) => {
    // One person's subscribes take turns, so two at once cannot keep one too many.
    await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, owner.userId))
      .for('no key update')
    await tx
      .insert(pushSubscriptions)
      .values(row)
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: row })
    await tx.execute(sql`
      delete from push_subscriptions
      where user_id = ${owner.userId} and endpoint <> ${endpoint} and id not in (
        select id from push_subscriptions
        where user_id = ${owner.userId} and endpoint <> ${endpoint}
        order by created_at desc, id desc
        limit ${SUBSCRIPTIONS_PER_USER - 1})`)
  })
}

/** Only the person's own subscription goes; another's endpoint changes nothing. */
export async function removeSubscription(db: Db, userId: string, endpoint: string) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
}

export const dropEndpoint = (db: Db, endpoint: string) =>
  db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))

export const subscriptionsOf = (db: Db, userId: string) =>
  db
    .select({
      endpoint: pushSubscriptions.endpoint,
      keys: { p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth },
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))

const ALL_ON = Object.fromEntries(PUSH_KINDS.map((kind) => [kind, true])) as PushPreferences

export async function preferencesOf(db: Db, userId: string): Promise<PushPreferences> {
  const [row] = await db.select().from(pushPreferences).where(eq(pushPreferences.userId, userId))
  if (!row) return ALL_ON
  const { userId: _, ...switches } = row
  return switches
}

export async function savePreferences(db: Db, userId: string, preferences: PushPreferences) {
  await db
    .insert(pushPreferences)
    .values({ userId, ...preferences })
    .onConflictDoUpdate({ target: pushPreferences.userId, set: preferences })
}

/** Of `userIds`, those who have `kind` on and at least one subscription. */
export async function wantingPush(db: Db, userIds: string[], kind: PushKind): Promise<string[]> {
  if (userIds.length === 0) return []
  const subscribed = await db
    .selectDistinct({ userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, userIds))
  if (subscribed.length === 0) return []
  const off = await db
    .select({ userId: pushPreferences.userId })
    .from(pushPreferences)
    .where(
      and(
        inArray(
          pushPreferences.userId,
          subscribed.map((s) => s.userId),
        ),
        eq(pushPreferences[kind], false),
      ),
    )
  const offIds = new Set(off.map((o) => o.userId))
  return subscribed.map((s) => s.userId).filter((id) => !offIds.has(id))
}
