/**
 * Log-in limits an attacker cannot turn against the owner (OWASP "device cookies"):
 *
 * - From an address without a device cookie, failed log-ins for one account are free a few
 *   times, then each further try waits twice as long as the one before (1 s … 15 min): a
 *   delay per account *and* address, never a lock of the account itself. A guesser elsewhere
 *   slows only themselves; the owner at another address is not touched.
 * - A successful log-in leaves a long-lived device cookie, signed with the account's password
 *   hash (so a password change revokes every one). Its holder skips the address delays and
 *   the per-address limit; only its own failures count, and past a limit it is ignored.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import type { Db } from '../db/client'
import { RateLimitedError } from '../http/rate-limit'

export const LOGIN_LIMITS = {
  /** Failures per account and address before delays start. */
  freeFailures: 5,
  firstDelayMs: 1000,
  maxDelayMs: 15 * 60_000,
  /** Failures are forgotten this long after the window that counts them began. */
  failureWindowMs: 60 * 60_000,
  /** Failures one device cookie may have in the window before it stops being trusted. */
  deviceFailures: 10,
  deviceCookieDays: 365,
} as const

const HOUR_WINDOW = () => LOGIN_LIMITS.failureWindowMs

export const deviceCookieName = (secure: boolean) => (secure ? '__Host-seen_device' : 'seen_device')

const mac = (passwordHash: string, payload: string) =>
  createHmac('sha256', passwordHash).update(payload).digest('base64url')

/** The device cookie's nonce when it was issued for this user and password; else null. */
export function trustedDevice(
  c: Context,
  secure: boolean,
  user: { id: string; passwordHash: string },
): string | null {
  const value = getCookie(c, deviceCookieName(secure))
  const [userId, nonce, signature] = value?.split('.') ?? []
  if (!userId || !nonce || !signature || userId !== user.id) return null
  const expected = Buffer.from(mac(user.passwordHash, `${userId}.${nonce}`))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given) ? nonce : null
}

export function writeDeviceCookie(
  c: Context,
  secure: boolean,
  user: { id: string; passwordHash: string },
  now: Date,
) {
  const nonce = randomBytes(16).toString('base64url')
  const payload = `${user.id}.${nonce}`
  setCookie(c, deviceCookieName(secure), `${payload}.${mac(user.passwordHash, payload)}`, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure,
    expires: new Date(now.getTime() + LOGIN_LIMITS.deviceCookieDays * 86_400_000),
  })
}

const failBucket = (account: string, address: string) => `login:fail:${account}:${address}`
const waitBucket = (account: string, address: string) => `login:wait:${account}:${address}`
const deviceBucket = (nonce: string) => `login:device:${nonce}`

const secondsUntil = (until: Date, now: Date) =>
  Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000))

async function bucketRow(db: Db, bucket: string, now: Date) {
  const { rows } = await db.execute<{ count: number; reset_at: Date }>(sql`
    select count, reset_at from rate_limits where bucket = ${bucket} and reset_at > ${now}`)
  return rows[0]
}

/** Throws 429 with Retry-After while this account must wait at this address. */
export async function assertMayTry(db: Db, account: string, address: string, now: Date) {
  const row = await bucketRow(db, waitBucket(account, address), now)
  if (row) throw new RateLimitedError(secondsUntil(new Date(row.reset_at), now))
}

/** Whether this device cookie has failed too often to be trusted for now. */
export async function deviceWornOut(db: Db, nonce: string, now: Date): Promise<boolean> {
  const row = await bucketRow(db, deviceBucket(nonce), now)
  return Boolean(row && row.count >= LOGIN_LIMITS.deviceFailures)
}

async function countFailure(db: Db, bucket: string, now: Date): Promise<number> {
  const resetAt = new Date(now.getTime() + HOUR_WINDOW())
  const { rows } = await db.execute<{ count: number }>(sql`
    insert into rate_limits (bucket, count, reset_at) values (${bucket}, 1, ${resetAt})
    on conflict (bucket) do update set
      count = case when rate_limits.reset_at <= ${now} then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= ${now} then ${resetAt} else rate_limits.reset_at end
    returning count`)
  return rows[0]?.count ?? 1
}

/** The wait after the `failures`-th failure: none while free, then doubling up to the cap. */
export function delayAfter(failures: number): number {
  const over = failures - LOGIN_LIMITS.freeFailures
  if (over < 0) return 0
  return Math.min(LOGIN_LIMITS.firstDelayMs * 2 ** Math.min(over, 30), LOGIN_LIMITS.maxDelayMs)
}

/** Records a failed log-in: on the device when trusted, else on the account at this address. */
export async function recordFailure(
  db: Db,
  who: { account: string; address: string; device: string | null },
  now: Date,
) {
  if (who.device) {
    await countFailure(db, deviceBucket(who.device), now)
    return
  }
  const failures = await countFailure(db, failBucket(who.account, who.address), now)
  const delay = delayAfter(failures)
  if (delay === 0) return
  const until = new Date(now.getTime() + delay)
  await db.execute(sql`
    insert into rate_limits (bucket, count, reset_at) values (${waitBucket(who.account, who.address)}, ${failures}, ${until})
    on conflict (bucket) do update set count = excluded.count, reset_at = excluded.reset_at`)
}

/** A successful log-in forgets this address's failures for the account. */
export async function forgetFailures(db: Db, account: string, address: string) {
  await db.execute(sql`
    delete from rate_limits where bucket in (${failBucket(account, address)}, ${waitBucket(account, address)})`)
}
