/**
 * Every stream of one instance from its opening to its end, and those of each signed-in session
 * by the session's public id, so that a session's end ends its streams: at once when the
 * database announces the deletion (migration 0016), else when a check finds the session expired
 * or deleted while nobody listened.
 */
import type { Db } from '../db/client'
import type { Subscriber } from './deliver'
import { liveSessions } from './queries'

export interface OpenStreams {
  readonly size: number
  add(sub: Subscriber): void
  remove(sub: Subscriber): void
  each(fn: (sub: Subscriber) => void): void
  /** Ends the streams opened with these sessions (by sid). */
  endSessions(sids: string[]): void
  /** Ends the streams, among those open now, whose session no longer works: one query. */
  checkSessions(now: Date): Promise<void>
  /** Whether the stream's session, if it has one, still works. */
  sessionLives(sub: Subscriber, now: Date): Promise<boolean>
}

export function createOpenStreams(db: Db): OpenStreams {
  const all = new Set<Subscriber>()
  const bySid = new Map<string, Set<Subscriber>>()
  return {
    get size() {
      return all.size
    },
    add(sub) {
      all.add(sub)
      if (!sub.session) return
      const { sid } = sub.session
      bySid.set(sid, (bySid.get(sid) ?? new Set()).add(sub))
    },
    remove(sub) {
      all.delete(sub)
      if (!sub.session) return
      const { sid } = sub.session
      const ofSession = bySid.get(sid)
      ofSession?.delete(sub)
      if (ofSession?.size === 0) bySid.delete(sid)
    },
    each(fn) {
      for (const sub of [...all]) fn(sub)
    },
    endSessions(sids) {
      for (const sid of sids) for (const sub of [...(bySid.get(sid) ?? [])]) sub.stream.close()
    },
    async checkSessions(now) {
      // A stream opened while the query runs is not judged by it: its opening checks it.
      const signedIn = [...all].flatMap((sub) => (sub.session ? [[sub, sub.session] as const] : []))
      const hashes = new Set(signedIn.map(([, session]) => session.tokenHash))
      const alive = await liveSessions(db, [...hashes], now)
      for (const [sub, session] of signedIn) if (!alive.has(session.tokenHash)) sub.stream.close()
    },
    async sessionLives(sub, now) {
      if (!sub.session) return true
      const { tokenHash } = sub.session
      return (await liveSessions(db, [tokenHash], now)).has(tokenHash)
    },
  }
}
