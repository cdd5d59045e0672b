import { and, eq, lt } from 'drizzle-orm'
import { PUSH_WINDOW_MS } from '~/shared/push'
import { IDEMPOTENCY_TTL_MS } from '../http/idempotency'
import type { Db } from './client'
import {
  emailChanges,
  emailUndos,
  guestSessions,
  idempotencyKeys,
  passwordResets,
  pushBatches,
  rateLimits,
} from './schema'

/**
 * Drop idempotency records past their 24 h, rate-limit windows that have ended, mailed account
 * links (reset, e-mail change, undo) past their time, guest sessions past theirs, and push batches whose window ended with
 * nothing left to send.
 */
export async function pruneExpired(db: Db, now: Date): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)))
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, now))
  await db.delete(passwordResets).where(lt(passwordResets.expiresAt, now))
  await db.delete(emailChanges).where(lt(emailChanges.expiresAt, now))
  await db.delete(emailUndos).where(lt(emailUndos.expiresAt, now))
  await db.delete(guestSessions).where(lt(guestSessions.expiresAt, now))
  const windowStart = new Date(now.getTime() - PUSH_WINDOW_MS)
  await db
    .delete(pushBatches)
    .where(and(eq(pushBatches.pending, 0), lt(pushBatches.lastSentAt, windowStart)))
}
