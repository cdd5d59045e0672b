/**
 * Live streams of one instance: one LISTEN connection (listener.ts) and, per Seen, its open
 * streams. Work for one Seen runs in order on its own chain, so every stream receives that
 * Seen's events in id order, once each, and an event's rows are read once for all its viewers.
 */
import { LIVE } from '~/shared/constants'
import { LIVE_EVENTS } from '~/shared/schemas/live'
import type { Db } from '../db/client'
import type { Logger } from '../logger'
import { deliver, type SeenState, type Subscriber, sendPending } from './deliver'
import type { LiveHub } from './hub-types'
import { type Listener, startListener } from './listener'
import { EVENT_BATCH, eventBounds, eventsAfter, liveSessions } from './queries'
import { createSseStream } from './sse'

interface Channel extends SeenState {
  subs: Set<Subscriber>
  chain: Promise<void>
  pumpQueued: boolean
  /** Streams being set up (not yet in `subs`): the channel must stay while they are. */
  opening: number
}

/** How often open streams are checked for sessions that ended (logout, expiry, revocation). */
const SESSION_CHECK_MS = 60_000

export interface LiveHubOptions {
  db: Db
  logger: Logger
  clock?: () => Date
  /** SESSION_CHECK_MS unless a test needs to see the check happen. */
  sessionCheckMs?: number
}

export function createLiveHub(options: LiveHubOptions): LiveHub {
  const { db, logger, sessionCheckMs = SESSION_CHECK_MS } = options
  const clock = options.clock ?? (() => new Date())
  const channels = new Map<string, Channel>()
  let listener: Listener | null = null
  let timers: NodeJS.Timeout[] = []
  let closed = false
  let size = 0

  const run = (channel: Channel, task: () => Promise<void>) => {
    channel.chain = channel.chain.then(task).catch((error: unknown) => {
      logger.warn({ err: error, seenId: channel.seenId }, 'live delivery failed')
    })
    return channel.chain
  }

  const catchUp = async (channel: Channel, subs: Subscriber[]) => {
    let from = Math.min(...subs.map((sub) => sub.lastId))
    for (;;) {
      const events = await eventsAfter(db, channel.seenId, from)
      for (const event of events) {
        const due = subs.filter((sub) => sub.lastId < event.id && !sub.stream.closed)
        if (due.length > 0) await deliver(db, channel, event, due)
      }
      if (events.length < EVENT_BATCH) return
      from = events[events.length - 1]?.id ?? from
    }
  }

  const pump = (channel: Channel) => {
    if (channel.pumpQueued) return
    channel.pumpQueued = true
    void run(channel, async () => {
      channel.pumpQueued = false
      if (channel.subs.size > 0) await catchUp(channel, [...channel.subs])
    })
  }

  const forgetIfIdle = (channel: Channel) => {
    if (channel.subs.size > 0 || channel.opening > 0) return
    if (channels.get(channel.seenId) === channel) channels.delete(channel.seenId)
  }

  /** Where a new stream starts: now, or after the id it last received (checked, clamped). */
  const begin = async (channel: Channel, sub: Subscriber, resume: number | undefined) => {
    const bounds = await eventBounds(db)
    if (resume === undefined || resume >= bounds.max) {
      // A forged id beyond the newest event cannot skip anything: it starts now.
      sub.lastId = bounds.max
    } else if (bounds.min !== null && resume < bounds.min - 1) {
      // Older than anything kept: events were pruned, so a gap cannot be ruled out.
      sub.lastId = bounds.max
      sub.stream.send(LIVE_EVENTS.reset, {}, bounds.max)
    } else {
      sub.lastId = resume
    }
    if (sub.stream.closed) return
    channel.subs.add(sub)
    if (sub.lastId < bounds.max) await catchUp(channel, [sub])
    await sendPending(db, channel, [sub])
  }

  const each = (fn: (sub: Subscriber) => void) => {
    for (const channel of channels.values()) for (const sub of channel.subs) fn(sub)
  }

  const checkSessions = async () => {
    const hashes = new Set<string>()
    each((sub) => {
      if (sub.sessionHash) hashes.add(sub.sessionHash)
    })
    const alive = await liveSessions(db, [...hashes], clock())
    each((sub) => {
      if (sub.sessionHash && !alive.has(sub.sessionHash)) sub.stream.close()
    })
  }

  const start = async () => {
    if (listener) return listener.ready
    listener = startListener({
      connection: db.$client.options,
      log: logger,
      onNotice: ({ seenId }) => {
        const channel = channels.get(seenId)
        if (channel) pump(channel)
      },
      // Events committed while the connection was down: every Seen with streams catches up.
      onResume: () => {
        for (const channel of channels.values()) pump(channel)
      },
    })
    const heartbeat = setInterval(() => each((sub) => sub.stream.comment('ping')), LIVE.heartbeatMs)
    const sessions = setInterval(() => {
      checkSessions().catch((error: unknown) =>
        logger.warn({ err: error }, 'live session check failed'),
      )
    }, sessionCheckMs)
    heartbeat.unref()
    sessions.unref()
    timers = [heartbeat, sessions]
    return listener.ready
  }

  return {
    get size() {
      return size
    },
    async open(request) {
      if (closed) throw new Error('live hub closed')
      await start()
      let channel = channels.get(request.seenId)
      if (!channel) {
        channel = {
          seenId: request.seenId,
          requiresApproval: request.requiresApproval,
          subs: new Set(),
          chain: Promise.resolve(),
          pumpQueued: false,
          opening: 0,
        }
        channels.set(request.seenId, channel)
      }
      const owner = channel
      const sub: Subscriber = {
        viewer: request.viewer,
        sessionHash: request.sessionHash,
        shortName: request.shortName,
        lastId: 0,
        stream: createSseStream(() => {
          owner.subs.delete(sub)
          size -= 1
          forgetIfIdle(owner)
        }),
      }
      size += 1
      sub.stream.retry(LIVE.retryMs)
      owner.opening += 1
      await run(owner, async () => {
        try {
          await begin(owner, sub, request.lastEventId)
        } catch (error) {
          sub.stream.close()
          throw error
        } finally {
          owner.opening -= 1
        }
      })
      forgetIfIdle(owner)
      return sub.stream
    },
    async close() {
      closed = true
      for (const timer of timers) clearInterval(timer)
      each((sub) => sub.stream.close())
      channels.clear()
      await listener?.close()
    },
  }
}
