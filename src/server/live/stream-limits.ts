/**
 * How many live streams one holder keeps open at once: per session (a signed-in one, else a
 * guest's) and per address. Counted in each instance's memory, not in the database: what a
 * stream costs (its buffer, its share of every event's reads) is that instance's own
 * (docs/decisions/164-live-stream-limits.md).
 */
import { LIVE } from '~/shared/constants'
import { ApiError } from '../http/errors'

export interface StreamLimits {
  perSession: number
  perAddress: number
}

/** The limits under RATE_LIMIT_FACTOR `factor`, which scales the address's as for other rules. */
export const streamLimits = (factor: number): StreamLimits => ({
  perSession: LIVE.streamsPerSession,
  perAddress: LIVE.streamsPerAddress * factor,
})

/** Who a stream counts against. */
export interface StreamHolder {
  /** `user:<token hash>` or `guest:<guest key hash>`; null for a viewer with neither. */
  session: string | null
  address: string
}

export const STREAM_LIMIT_MSG = {
  session: 'Too many live pages are open in this browser. Close one and this page updates again.',
  address: 'Too many live connections from your network. This page updates again soon.',
} as const

/** A slot frees only when another of the holder's streams ends: retry at the client's slowest. */
const RETRY_AFTER_SECONDS = LIVE.backoffMaxMs / 1000

export class TooManyStreamsError extends ApiError {
  override name = 'TooManyStreamsError'
  constructor(readonly full: keyof typeof STREAM_LIMIT_MSG) {
    super(
      429,
      { userMessage: [STREAM_LIMIT_MSG[full]] },
      { 'Retry-After': String(RETRY_AFTER_SECONDS) },
    )
  }
}

export interface StreamSlots {
  /**
   * Counts one more stream for `holder`, or throws TooManyStreamsError when either of its limits
   * is reached; returns the release, which may be called more than once.
   */
  take(holder: StreamHolder, limits: StreamLimits): () => void
}

export function createStreamSlots(): StreamSlots {
  const held = new Map<string, number>()
  const count = (key: string) => held.get(key) ?? 0
  const add = (key: string, by: number) => {
    const next = count(key) + by
    if (next > 0) held.set(key, next)
    else held.delete(key)
  }
  return {
    take(holder, limits) {
      const address = `address:${holder.address}`
      if (holder.session && count(holder.session) >= limits.perSession) {
        throw new TooManyStreamsError('session')
      }
      if (count(address) >= limits.perAddress) throw new TooManyStreamsError('address')
      const keys = holder.session ? [address, holder.session] : [address]
      for (const key of keys) add(key, 1)
      let released = false
      return () => {
        if (released) return
        released = true
        for (const key of keys) add(key, -1)
      }
    },
  }
}
