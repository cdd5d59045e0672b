import { CommunicationError } from '../api'
import { outboxLockName } from './outbox-db'

const TIMER_MIN_MS = 1_000
/** How long the timer waits after `maySend` said no (a connection or a focus still drains). */
export const HOLD_MS = 30_000

/**
 * How long the fallback timer waits for the earliest due entry (never before `holdUntil`): at
 * least a second, since queueing, `online` and focus drain at once; capped at setTimeout's range.
 */
export function timerWait(dueAt: readonly number[], holdUntil: number, now: number): number {
  const next = Math.max(holdUntil, Math.min(...dueAt))
  return Math.min(Math.max(TIMER_MIN_MS, next - now), 2 ** 31 - 1)
}

/** One drain at a time across this user's tabs (Web Locks); another tab's drain suffices. */
export async function withDrainLock(username: string, job: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
  if (!locks) return job()
  await locks.request(outboxLockName(username), { ifAvailable: true }, (lock) =>
    lock ? job() : undefined,
  )
}

/**
 * Whether a drain may send now: asks `maySend`; a refusal holds the timer back, a 429 holds every
 * drain back for as long as its Retry-After asks, any other throw counts as a lost connection.
 */
export class SendGate {
  /** The fallback timer waits at least until then. */
  holdUntil = 0
  /** Until then `maySend` is not asked again (a 429's Retry-After). */
  private askedToWaitUntil = 0

  constructor(
    private readonly maySend: (() => Promise<boolean>) | undefined,
    private readonly now: () => number,
    private readonly onConnectionLost: (() => void) | undefined,
  ) {}

  async allowed(): Promise<boolean> {
    if (!this.maySend) return true
    if (this.now() < this.askedToWaitUntil) return false
    try {
      if (await this.maySend()) return true
      this.holdUntil = this.now() + HOLD_MS
    } catch (error) {
      if (error instanceof CommunicationError && error.status === 429) {
        this.askedToWaitUntil = this.now() + (error.retryAfterMs ?? HOLD_MS)
        this.holdUntil = this.askedToWaitUntil
      } else {
        this.onConnectionLost?.()
      }
    }
    return false
  }
}
