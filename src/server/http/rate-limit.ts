import { sql } from 'drizzle-orm'
import { MSG } from '~/shared/messages'
import type { Db } from '../db/client'
import { ApiError } from './errors'

export interface RateRule {
  limit: number
  windowMs: number
}

/**
 * Per address, limits leave room for a venue: a wedding's or a conference's guests sign up and
 * log in from behind one network address. Failed log-ins per account are delayed per address
 * instead (auth/login-limits.ts), so nobody can lock another person out.
 */
export const RATE_RULES = {
  loginPerIp: { limit: 600, windowMs: 15 * 60_000 },
  registerPerIp: { limit: 300, windowMs: 60 * 60_000 },
  resetPerIp: { limit: 30, windowMs: 60 * 60_000 },
  /** Settings' account calls per signed-in user (sessions, deletion, e-mail, data download). */
  accountPerUser: { limit: 60, windowMs: 15 * 60_000 },
  /** Calls that check the password (change, delete): a stolen session cannot guess it. */
  passwordCheckPerUser: { limit: 10, windowMs: 15 * 60_000 },
} as const satisfies Record<string, RateRule>

/**
 * A per-address rule with its limit multiplied by `factor` (config RATE_LIMIT_FACTOR): many
 * people behind one address (a venue's network, an end-to-end test run) may need more.
 */
export function perAddress(rule: RateRule, factor: number): RateRule {
  return { ...rule, limit: rule.limit * factor }
}

export class RateLimitedError extends ApiError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string = MSG.tooManyRequests,
  ) {
    super(429, { userMessage: [message] }, { 'Retry-After': String(retryAfterSeconds) })
  }
}

const retryAfter = (resetAt: Date | string, now: Date) =>
  Math.max(1, Math.ceil((new Date(resetAt).getTime() - now.getTime()) / 1000))

/** Throws RateLimitedError when the bucket's window already holds `rule.limit` attempts. */
export async function assertUnderRateLimit(
  db: Db,
  bucket: string,
  rule: RateRule,
  now: Date,
): Promise<void> {
  const { rows } = await db.execute<{ count: number; reset_at: Date }>(sql`
    select count, reset_at from rate_limits where bucket = ${bucket} and reset_at > ${now}`)
  const row = rows[0]
  if (row && row.count >= rule.limit) throw new RateLimitedError(retryAfter(row.reset_at, now))
}

/**
 * Count one attempt in a fixed window kept in the database (so every app instance shares it);
 * throws RateLimitedError once the window's limit is passed.
 */
export async function hitRateLimit(
  db: Db,
  bucket: string,
  rule: RateRule,
  now: Date,
  message?: string,
): Promise<void> {
  const resetAt = new Date(now.getTime() + rule.windowMs)
  const { rows } = await db.execute<{ count: number; reset_at: Date }>(sql`
    insert into rate_limits (bucket, count, reset_at) values (${bucket}, 1, ${resetAt})
    on conflict (bucket) do update set
      count = case when rate_limits.reset_at <= ${now} then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= ${now} then ${resetAt} else rate_limits.reset_at end
    returning count, reset_at`)
  const row = rows[0]
  if (row && row.count > rule.limit) {
    throw new RateLimitedError(retryAfter(row.reset_at, now), message)
  }
}
