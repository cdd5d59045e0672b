/**
 * The instance's one listening connection: `LISTEN seen_live` (a Seen's events) and
 * `LISTEN seen_session_ended` (sessions deleted, migration 0016) on its own client, outside the
 * pool, which hands connections around. Lost connections (a database restart, a proxy cutting
 * it) are reopened with backoff; after each reopening `onResume` lets streams catch up on what
 * was committed while nobody listened.
 */
import pg from 'pg'
import type { Logger } from '../logger'

export const LIVE_CHANNEL = 'seen_live'
export const SESSIONS_CHANNEL = 'seen_session_ended'
/** How the listening connection shows in pg_stat_activity. */
export const LISTENER_NAME = 'seen-live'

export interface LiveNotice {
  seenId: string
  eventId: number
}

export interface ListenerOptions {
  /** The pool's own settings: same server, credentials and TLS. */
  connection: pg.ClientConfig
  log: Logger
  onNotice(notice: LiveNotice): void
  /** Sessions deleted (by their public ids): their streams end. */
  onSessionsEnded(sids: string[]): void
  onResume(): void
  minDelayMs?: number
  maxDelayMs?: number
}

export interface Listener {
  /** Resolves once listening (the first time), or with the error if the first try fails. */
  ready: Promise<void>
  close(): Promise<void>
}

export function parseNotice(payload: string | undefined): LiveNotice | undefined {
  const match = /^([0-9a-f-]{36}):(\d{1,18})$/.exec(payload ?? '')
  return match?.[1] && match[2] ? { seenId: match[1], eventId: Number(match[2]) } : undefined
}

/** The session ids of one `seen_session_ended` notice: space-separated sids. */
export function parseEndedSessions(payload: string | undefined): string[] {
  return (payload ?? '').split(' ').filter((sid) => /^[\w-]{1,64}$/.test(sid))
}

export function startListener(options: ListenerOptions): Listener {
  const minDelay = options.minDelayMs ?? 500
  const maxDelay = options.maxDelayMs ?? 10_000
  let client: pg.Client | null = null
  let closed = false
  let delay = minDelay
  let timer: NodeJS.Timeout | undefined
  let everListened = false
  let resolveReady: () => void = () => undefined
  const ready = new Promise<void>((resolve) => {
    resolveReady = resolve
  })

  const retry = () => {
    if (closed || timer) return
    timer = setTimeout(() => {
      timer = undefined
      void connect()
    }, delay)
    timer.unref()
    delay = Math.min(maxDelay, delay * 2)
  }

  const connect = async () => {
    const next = new pg.Client({ ...options.connection, application_name: LISTENER_NAME })
    client = next
    next.on('error', (error) => {
      options.log.warn(
        { code: (error as { code?: string }).code, message: error.message },
        'live listener lost its connection',
      )
      void next.end().catch(() => undefined)
      if (client === next) client = null
      retry()
    })
    next.on('end', () => {
      if (client !== next) return
      client = null
      retry()
    })
    next.on('notification', (message) => {
      if (message.channel === SESSIONS_CHANNEL) {
        options.onSessionsEnded(parseEndedSessions(message.payload))
        return
      }
      const notice = parseNotice(message.payload)
      if (notice) options.onNotice(notice)
    })
    try {
      await next.connect()
      await next.query(`LISTEN ${LIVE_CHANNEL}; LISTEN ${SESSIONS_CHANNEL}`)
    } catch (error) {
      options.log.warn(
        { message: (error as Error).message },
        'live listener could not connect; retrying',
      )
      void next.end().catch(() => undefined)
      if (client === next) client = null
      retry()
      return
    }
    if (closed) {
      await next.end().catch(() => undefined)
      return
    }
    delay = minDelay
    if (everListened) options.onResume()
    everListened = true
    resolveReady()
  }

  void connect()
  return {
    ready,
    close: async () => {
      closed = true
      clearTimeout(timer)
      resolveReady()
      await client?.end().catch(() => undefined)
      client = null
    },
  }
}
