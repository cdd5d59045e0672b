/**
 * Live streams of one instance: one LISTEN connection (listener.ts) and, per Seen, its open
 * streams. Work for one Seen runs in order on its own chain, so every stream receives that
 * Seen's events in id order, once each, and an event's rows are read once for all its viewers.
 * A stream ends with the session it was opened with: the database announces every session it
 * deletes (migration 0016), and streams held at once are limited (stream-limits.ts).
 */
import { LIVE } from '~/shared/constants'
import { LIVE_EVENTS } from '~/shared/schemas/live'
import type { Db } from '../db/client'
import type { Logger } from '../logger'
import { deliver, type SeenState, type Subscriber, sendPending } from './deliver'
import type { LiveHub, OpenStream } from './hub-types'
import { type Listener, startListener } from './listener'
import { createOpenStreams } from './open-streams'
import { EVENT_BATCH, eventBounds, eventsAfter } from './queries'
import { createSseStream } from './sse'
import { createStreamSlots, type StreamHolder } from './stream-limits'

interface Channel extends SeenState {
  subs: Set<Subscriber>
  chain: Promise<void>
  pumpQueued: boolean
  /** Streams being set up (not yet in `subs`): the channel must stay while they are. */
  opening: number
}

/**
 * How often open streams are checked for sessions that passed their expiry (nothing deletes
 * those before the hourly clean-up) or were deleted while the listening connection was down.
 */
const SESSION_CHECK_MS = 60_000

const holderOf = (request: OpenStream): StreamHolder => {
  const guest = request.viewer.guestKeyHash
  const session = request.session
    ? `user:${request.session.tokenHash}`
    : guest
      ? `guest:${guest}`
      : null
  return { session, address: request.address }
}

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
  const streams = createOpenStreams(db)
  const slots = createStreamSlots()
  let listener: Listener | null = null
  let timers: NodeJS.Timeout[] = []
  let closed = false

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

  /**
   * Where a new stream starts: now, or after the id it last received (checked, clamped). Its
   * session may have ended after the request read it (another instance's session cache keeps
   * it for READ_CACHE_MS); an end after this check is announced to the stream, tracked by now.
   */
  const begin = async (channel: Channel, sub: Subscriber, resume: number | undefined) => {
    const [bounds, alive] = await Promise.all([eventBounds(db), streams.sessionLives(sub, clock())])
    if (!alive) {
      sub.stream.close()
      return
    }
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

  const checkSessions = () => {
    streams
      .checkSessions(clock())
      .catch((error: unknown) => logger.warn({ err: error }, 'live session check failed'))
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
      onSessionsEnded: streams.endSessions,
      // Events committed and sessions ended while the connection was down: catch up on both.
      onResume: () => {
        for (const channel of channels.values()) pump(channel)
        checkSessions()
      },
    })
    const heartbeat = setInterval(
      () => streams.each((sub) => sub.stream.comment('ping')),
      LIVE.heartbeatMs,
    )
    const sessions = setInterval(checkSessions, sessionCheckMs)
    heartbeat.unref()
    sessions.unref()
    timers = [heartbeat, sessions]
    return listener.ready
  }

  return {
    get size() {
      return streams.size
    },
    async open(request) {
      if (closed) throw new Error('live hub closed')
      await start()
      if (closed) throw new Error('live hub closed')
      // Taken before anything else waits, so streams opened together cannot pass the limits.
      const release = slots.take(holderOf(request), request.limits)
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
        session: request.session,
        shortName: request.shortName,
        lastId: 0,
        // However the stream ends (client gone, dropped, closed by the hub), its slot is freed.
        stream: createSseStream(() => {
          release()
          streams.remove(sub)
          owner.subs.delete(sub)
          forgetIfIdle(owner)
        }),
      }
      streams.add(sub)
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
      streams.each((sub) => sub.stream.close())
      channels.clear()
      await listener?.close()
    },
  }
}
