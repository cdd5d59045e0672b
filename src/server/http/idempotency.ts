import { createHash } from 'node:crypto'
import { and, eq, isNull, lt, sql } from 'drizzle-orm'
import type { MiddlewareHandler } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import * as v from 'valibot'
import { MSG } from '~/shared/messages'
import type { AppEnv } from '../context'
import type { Db } from '../db/client'
import { idempotencyKeys } from '../db/schema'
import { idempotencyOutcomes } from '../metrics'
import { ApiError } from './errors'

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
const KeySchema = v.pipe(v.string(), v.uuid())

type Stored = typeof idempotencyKeys.$inferSelect

const inFlight = () => {
  idempotencyOutcomes.inc({ outcome: 'in_flight' })
  return ApiError.user(409, MSG.idempotencyInFlight)
}

/**
 * A record still "in flight" after `staleMs` belongs to a request whose instance died (a crash,
 * kill -9) or lost its database mid-way: the retry claims it, by moving its start to `now` only
 * if nobody else did first, and runs the handler itself. The bound is far above any request's
 * duration, so a request still running is never run twice.
 */
async function takeOver(db: Db, stored: Stored, now: Date, staleMs: number): Promise<boolean> {
  if (now.getTime() - stored.createdAt.getTime() < staleMs) return false
  const claimed = await db
    .update(idempotencyKeys)
    .set({ createdAt: now })
    .where(
      and(
        eq(idempotencyKeys.owner, stored.owner),
        eq(idempotencyKeys.key, stored.key),
        isNull(idempotencyKeys.status),
        eq(idempotencyKeys.createdAt, stored.createdAt),
      ),
    )
    .returning({ key: idempotencyKeys.key })
  return claimed.length === 1
}

/**
 * docs/architecture/api.md#idempotency: the first response to an `Idempotency-Key` is stored for 24
 * h per user (or guest) and replayed for the same key; the same key with another body is 422; one
 * still running is 409 (one "running" past IDEMPOTENCY_STALE_MS is taken over by the retry). Server
 * errors (5xx) are not stored, so a retry can succeed.
 */
export const idempotency =
  (
    guestOwner: (c: Parameters<MiddlewareHandler<AppEnv>>[0]) => string,
  ): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const key = c.req.header('idempotency-key')
    if (!key || !MUTATING.has(c.req.method)) return next()
    if (!v.is(KeySchema, key)) throw ApiError.user(400, MSG.idempotencyInvalid)

    const { db, clock } = c.get('deps')
    const user = c.get('user')
    const owner = user ? `user:${user.id}` : guestOwner(c)
    const body = await c.req.text()
    const requestHash = createHash('sha256')
      .update(`${c.req.method} ${c.req.path}\n${body}`)
      .digest('hex')
    const now = clock()

    await db
      .delete(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.owner, owner),
          eq(idempotencyKeys.key, key),
          lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)),
        ),
      )
    const claimed = await db
      .insert(idempotencyKeys)
      .values({ owner, key, requestHash, createdAt: now })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key })

    if (claimed.length === 0) {
      const [stored] = await db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.owner, owner), eq(idempotencyKeys.key, key)))
      if (!stored) throw inFlight()
      if (stored.requestHash !== requestHash) {
        idempotencyOutcomes.inc({ outcome: 'reused' })
        throw ApiError.user(422, MSG.idempotencyReused)
      }
      if (stored.status !== null) {
        idempotencyOutcomes.inc({ outcome: 'replayed' })
        c.header('Idempotent-Replayed', 'true')
        return c.json(stored.body, stored.status as ContentfulStatusCode)
      }
      if (!(await takeOver(db, stored, now, c.get('deps').config.IDEMPOTENCY_STALE_MS))) {
        throw inFlight()
      }
      idempotencyOutcomes.inc({ outcome: 'taken_over' })
    } else {
      idempotencyOutcomes.inc({ outcome: 'claimed' })
    }

    const where = and(eq(idempotencyKeys.owner, owner), eq(idempotencyKeys.key, key))
    try {
      await next()
    } catch (error) {
      await db.delete(idempotencyKeys).where(where)
      throw error
    }
    const res = c.res
    const isJson = res.headers.get('content-type')?.includes('application/json') ?? false
    if (res.status >= 500 || !isJson) {
      await db.delete(idempotencyKeys).where(where)
      return
    }
    const stored: unknown = await res.clone().json()
    await db
      .update(idempotencyKeys)
      .set({ status: res.status, body: sql`${JSON.stringify(stored)}::jsonb` })
      .where(where)
  }
