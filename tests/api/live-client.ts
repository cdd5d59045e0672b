/**
 * Reads GET /api/seen/{shortname}/live as the client does: every event's data parsed with the
 * client's schema for that event, in order, with its id.
 */
import * as v from 'valibot'
import type { App } from '~/server/app'
import {
  LIVE_EVENTS,
  liveAppearanceEvent,
  liveCountsEvent,
  livePendingEvent,
  liveRemovedEvent,
} from '~/shared/schemas/live'
import type { CookieJar } from './helpers'

const SCHEMAS: Record<string, v.GenericSchema> = {
  [LIVE_EVENTS.appearance]: liveAppearanceEvent,
  [LIVE_EVENTS.removed]: liveRemovedEvent,
  [LIVE_EVENTS.counts]: liveCountsEvent,
  [LIVE_EVENTS.pending]: livePendingEvent,
  [LIVE_EVENTS.reset]: v.object({}),
}

export interface LiveEvent {
  id: number | undefined
  event: string
  data: Record<string, unknown>
}

export interface LiveReader {
  status: number
  res: Response
  events: LiveEvent[]
  /** Resolves with the first event (from the start) matching, or rejects after `ms`. */
  waitFor(match: (event: LiveEvent) => boolean, ms?: number): Promise<LiveEvent>
  /** Events received so far, after waiting `ms` for more to arrive. */
  settle(ms?: number): Promise<LiveEvent[]>
  ended: Promise<void>
  /** Resolves once the stream has ended; rejects if it is still open after `ms`. */
  endsWithin(ms: number): Promise<void>
  close(): Promise<void>
}

function parseBlock(block: string): LiveEvent | undefined {
  let event = 'message'
  let data = ''
  let id: number | undefined
  for (const line of block.split('\n')) {
    if (line.startsWith('event: ')) event = line.slice(7)
    else if (line.startsWith('data: ')) data += line.slice(6)
    else if (line.startsWith('id: ')) id = Number(line.slice(4))
  }
  if (!data) return undefined
  const schema = SCHEMAS[event]
  if (!schema) throw new Error(`unknown live event ${event}`)
  const parsed = v.safeParse(schema, JSON.parse(data))
  if (!parsed.success) throw new Error(`live ${event} refused by the client's schema: ${data}`)
  return { id, event, data: parsed.output as Record<string, unknown> }
}

export async function openLive(
  app: App,
  path: string,
  jar?: CookieJar,
  headers: Record<string, string> = {},
): Promise<LiveReader> {
  const request = new Headers({ 'X-CSRF': '1', ...headers })
  const cookie = jar?.header()
  if (cookie) request.set('Cookie', cookie)
  const res = await app.request(path, { headers: request })
  const events: LiveEvent[] = []
  const waiters = new Set<() => void>()
  const reader = res.ok ? res.body?.getReader() : undefined
  const ended = (async () => {
    if (!reader) return
    const decoder = new TextDecoder()
    let buffer = ''
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true as const, value: undefined }))
      if (chunk.done) break
      buffer += decoder.decode(chunk.value, { stream: true })
      let end = buffer.indexOf('\n\n')
      while (end >= 0) {
        const event = parseBlock(buffer.slice(0, end))
        buffer = buffer.slice(end + 2)
        if (event) events.push(event)
        end = buffer.indexOf('\n\n')
      }
      for (const wake of waiters) wake()
    }
    for (const wake of waiters) wake()
  })()
  let finished = false
  void ended.then(() => {
    finished = true
  })
  return {
    status: res.status,
    res,
    events,
    ended,
    waitFor: (match, ms = 5000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match)
          if (found) {
            waiters.delete(check)
            clearTimeout(timer)
            resolve(found)
          } else if (finished) {
            waiters.delete(check)
            clearTimeout(timer)
            reject(new Error(`stream ended; got ${JSON.stringify(events.map((e) => e.event))}`))
          }
        }
        const timer = setTimeout(() => {
          waiters.delete(check)
          reject(
            new Error(
              `no matching live event on ${path} (${cookie ?? 'anonymous'}) in ${ms} ms; got ${JSON.stringify(events)}`,
            ),
          )
        }, ms)
        waiters.add(check)
        check()
      }),
    endsWithin: async (ms) => {
      let timer: NodeJS.Timeout | undefined
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${path} still open after ${ms} ms`)), ms)
      })
      try {
        await Promise.race([ended, late])
      } finally {
        clearTimeout(timer)
      }
    },
    settle: async (ms = 500) => {
      await new Promise((resolve) => setTimeout(resolve, ms))
      return events
    },
    close: async () => {
      await reader?.cancel().catch(() => undefined)
      await ended
    },
  }
}

export const appearanceNamed = (headline: string) => (event: LiveEvent) =>
  event.event === LIVE_EVENTS.appearance && event.data.headline === headline
