import { lt } from 'drizzle-orm'
import { IDEMPOTENCY_TTL_MS } from '../http/idempotency'
import type { Db } from './client'
import { idempotencyKeys, passwordResets, rateLimits } from './schema'

/** Drop idempotency records past their 24 h and rate-limit windows that have ended. */
export async function pruneExpired(db: Db, now: Date): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)))
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, now))
  await db.delete(passwordResets).where(lt(passwordResets.expiresAt, now))
}
