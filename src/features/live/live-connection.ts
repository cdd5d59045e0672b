/**
 * One Seen's live stream over fetch (not EventSource: every /api call carries X-CSRF, which
 * EventSource cannot send). It resumes with Last-Event-ID, reconnects with jittered backoff
 * (1 s doubling to 30 s), waits for the `online` event while offline, and stops for good when
 * the Seen is not (or no longer) open to the viewer.
 */
import * as v from 'valibot'
import { LIVE } from '~/shared/constants'
import {
  LIVE_EVENTS,
  type LiveAppearanceEvent,
  type LiveCountsEvent,
  type LivePendingEvent,
  liveAppearanceEvent,
  liveCountsEvent,
  livePendingEvent,
  liveRemovedEvent,
} from '~/shared/schemas/live'
import type { LiveStatus } from './live-store'
import { createSseParser, type SseMessage } from './sse-parser'

export interface LiveHandlers {
  appearance(item: LiveAppearanceEvent): void
  removed(appearanceShortName: string): void
  counts(counts: LiveCountsEvent): void
  pending(pending: LivePendingEvent): void
  reset(): void
  status(status: LiveStatus): void
}

/** The wait before reconnect attempt `attempt` (0-based): doubling, capped, with ±25 % jitter. */
export function backoffMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(LIVE.backoffMaxMs, LIVE.backoffMinMs * 2 ** attempt)
  return Math.round(base * (0.75 + random() * 0.5))
}

/** Stop for good: the Seen is gone or not open to this viewer. */
const FINAL = new Set([400, 401, 403, 404])

function dispatch(message: SseMessage, handlers: LiveHandlers) {
  let json: unknown
  try {
    json = JSON.parse(message.data)
  } catch {
    return
  }
  const read = <S extends v.GenericSchema>(schema: S) => {
    const parsed = v.safeParse(schema, json)
    return parsed.success ? (parsed.output as v.InferOutput<S>) : undefined
  }
  switch (message.event) {
    case LIVE_EVENTS.appearance: {
      const item = read(liveAppearanceEvent)
      if (item) handlers.appearance(item)
      break
    }
    case LIVE_EVENTS.removed: {
      const removed = read(liveRemovedEvent)
      if (removed) handlers.removed(removed.appearanceShortName)
      break
    }
    case LIVE_EVENTS.counts: {
      const counts = read(liveCountsEvent)
      if (counts) handlers.counts(counts)
      break
    }
    case LIVE_EVENTS.pending: {
      const pending = read(livePendingEvent)
      if (pending) handlers.pending(pending)
      break
    }
    case LIVE_EVENTS.reset:
      handlers.reset()
      break
  }
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => {
      clearTimeout(timer)
      resolve()
    })
  })

const whenOnline = (signal: AbortSignal) =>
  navigator.onLine
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        window.addEventListener('online', () => resolve(), { once: true, signal })
        signal.addEventListener('abort', () => resolve())
      })

/**
 * Opens the Seen's stream and keeps it open. `since`, awaited before the first connection, is
 * the event id the page's data was read at: the stream resumes from it rather than from now.
 */
export function connectLive(
  shortName: string,
  filter: string,
  handlers: LiveHandlers,
  since?: () => Promise<number | undefined>,
): () => void {
  const stop = new AbortController()
  let lastEventId: string | undefined
  const run = async () => {
    for (let attempt = 0; !stop.signal.aborted; ) {
      await whenOnline(stop.signal)
      if (stop.signal.aborted) return
      handlers.status('connecting')
      let wait = backoffMs(attempt)
      try {
        const query = filter === 'viewer' ? '' : `?filter=${encodeURIComponent(filter)}`
        const headers: Record<string, string> = { 'X-CSRF': '1', Accept: 'text/event-stream' }
        if (lastEventId === undefined && since) lastEventId = (await since())?.toString()
        if (lastEventId) headers['Last-Event-ID'] = lastEventId
        const res = await fetch(`/api/seen/${encodeURIComponent(shortName)}/live${query}`, {
          headers,
          credentials: 'same-origin',
          signal: stop.signal,
        })
        if (FINAL.has(res.status)) {
          handlers.status('down')
          return
        }
        const retryAfter = Number(res.headers.get('retry-after'))
        if (!res.ok || !res.body) {
          if (retryAfter > 0) wait = Math.max(wait, retryAfter * 1000)
          throw new Error(`live stream answered ${res.status}`)
        }
        handlers.status('open')
        attempt = 0
        const parse = createSseParser((message) => {
          if (message.id) lastEventId = message.id
          dispatch(message, handlers)
        })
        const reader = res.body.getReader()
        const decoder = new TextDecoder()
        for (;;) {
          const { done, value } = await reader.read()
          if (done) break
          parse(decoder.decode(value, { stream: true }))
        }
        wait = backoffMs(0)
      } catch {
        attempt += 1
      }
      if (stop.signal.aborted) return
      handlers.status('down')
      await sleep(wait, stop.signal)
    }
  }
  void run()
  return () => stop.abort()
}
