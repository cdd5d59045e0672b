/**
 * Limits on anonymous work (docs/architecture/accounts-and-security.md#limits,
 * docs/decisions/166-guest-identities-and-limits.md), sized for the venue first: 300 guests behind
 * one Wi-Fi address, each sending a full batch (BATCH_PHOTO_LIMIT) within the hour, must all get
 * through. What bounds abuse on one Seen is its guest quota, which its host controls
 * (guest-quota.ts); these ceilings bound one address and one session, and RATE_LIMIT_FACTOR
 * multiplies the per-address ones for bigger crowds. A refused request gets 429 with Retry-After
 * and words a guest understands; the outbox waits.
 */
import type { Context } from 'hono'
import { BATCH_PHOTO_LIMIT } from '~/shared/constants'
import { GUEST_POST_MSG } from '~/shared/guest-post-messages'
import type { AppEnv } from '../context'
import { clientIp } from '../http/client-ip'
import { hitRateLimit, perAddress, type RateRule } from '../http/rate-limit'

const HOUR = 60 * 60_000

/** The crowd the per-address ceilings are sized for: one wedding behind the venue's Wi-Fi. */
export const VENUE_CROWD = 300

export const GUEST_RULES = {
  /** Each of the crowd's guests on a device or two, or again after clearing the browser. */
  sessionsPerIp: { limit: 1_000, windowMs: HOUR },
  /** Four full batches an hour from one guest session; past it the outbox waits. */
  postsPerSession: { limit: 4 * BATCH_PHOTO_LIMIT, windowMs: HOUR },
  /** The whole crowd's full batches to one Seen within the hour. */
  postsPerIpPerSeen: { limit: VENUE_CROWD * BATCH_PHOTO_LIMIT, windowMs: HOUR },
} as const satisfies Record<string, RateRule>

const addressOf = (c: Context<AppEnv>) => clientIp(c, c.get('deps').config.TRUST_PROXY)
const factorOf = (c: Context<AppEnv>) => c.get('deps').config.RATE_LIMIT_FACTOR

/** Counts a new guest session for the request's address; 429 past the limit. */
export async function limitNewGuestSession(c: Context<AppEnv>, now: Date) {
  const rule = perAddress(GUEST_RULES.sessionsPerIp, factorOf(c))
  const bucket = `guest-session:ip:${addressOf(c)}`
  await hitRateLimit(c.get('deps').db, bucket, rule, now, GUEST_POST_MSG.busy)
}

/** Counts a guest's post to a Seen, per guest session and per address and Seen. */
export async function limitGuestPost(
  c: Context<AppEnv>,
  guestKeyHash: string,
  seenId: string,
  now: Date,
) {
  const { db } = c.get('deps')
  const busy = GUEST_POST_MSG.busy
  await hitRateLimit(
    db,
    `guest-post:session:${guestKeyHash}`,
    GUEST_RULES.postsPerSession,
    now,
    busy,
  )
  const perSeen = perAddress(GUEST_RULES.postsPerIpPerSeen, factorOf(c))
  await hitRateLimit(db, `guest-post:ip:${addressOf(c)}:${seenId}`, perSeen, now, busy)
}
