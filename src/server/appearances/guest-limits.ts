/**
 * Limits on anonymous work (DESIGN §9), sized for a venue where 200 guests share one Wi-Fi
 * address: new guest sessions per address, and guest posts per guest session and per address
 * and Seen. RATE_LIMIT_FACTOR multiplies the per-address numbers for bigger crowds. A refused
 * request gets 429 with Retry-After, which the client's outbox waits out.
 */
import type { Context } from 'hono'
import type { AppEnv } from '../context'
import { clientIp } from '../http/client-ip'
import { hitRateLimit, perAddress, type RateRule } from '../http/rate-limit'

const HOUR = 60 * 60_000

export const GUEST_RULES = {
  /** 200 guests, each perhaps on two devices or after clearing their browser, per hour. */
  sessionsPerIp: { limit: 500, windowMs: HOUR },
  /** One guest posts a handful of photos; 20 in 10 minutes is already a lot. */
  postsPerSession: { limit: 20, windowMs: 10 * 60_000 },
  /** 200 guests posting about three photos each to one Seen within an hour. */
  postsPerIpPerSeen: { limit: 600, windowMs: HOUR },
} as const satisfies Record<string, RateRule>

const addressOf = (c: Context<AppEnv>) => clientIp(c, c.get('deps').config.TRUST_PROXY)
const factorOf = (c: Context<AppEnv>) => c.get('deps').config.RATE_LIMIT_FACTOR

/** Counts a new guest session for the request's address; 429 past the limit. */
export async function limitNewGuestSession(c: Context<AppEnv>, now: Date) {
  const rule = perAddress(GUEST_RULES.sessionsPerIp, factorOf(c))
  await hitRateLimit(c.get('deps').db, `guest-session:ip:${addressOf(c)}`, rule, now)
}

/** Counts a guest's post to a Seen, per guest session and per address and Seen. */
export async function limitGuestPost(
  c: Context<AppEnv>,
  guestKeyHash: string,
  seenId: string,
  now: Date,
) {
  const { db } = c.get('deps')
  await hitRateLimit(db, `guest-post:session:${guestKeyHash}`, GUEST_RULES.postsPerSession, now)
  const perSeen = perAddress(GUEST_RULES.postsPerIpPerSeen, factorOf(c))
  await hitRateLimit(db, `guest-post:ip:${addressOf(c)}:${seenId}`, perSeen, now)
}
