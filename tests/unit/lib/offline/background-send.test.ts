import { beforeEach, describe, expect, it } from 'vitest'
import { sendQueuedInBackground } from '~/lib/offline/background-send'
import { ENTRY_LIFETIME_MS } from '~/lib/offline/entry'
import { GUEST_OUTBOX, listEntries, openOutboxDb, putEntry } from '~/lib/offline/outbox-db'
import { GUEST_SENDER_HEADER, GUEST_SESSION_HEADER } from '~/shared/guest-session'
import { likeKind, messageKind, setup } from './helpers'

interface Call {
  method: string
  path: string
  headers: Headers
  body: unknown
}

const ORIGIN = 'https://seen.test'
const headersOf = (input: RequestInfo | URL, init?: RequestInit) =>
  input instanceof Request ? input.headers : new Headers(init?.headers)

/**
 * The server as the service worker sees it: `/bff/user` answers for `user` (null: a guest, 401;
 * always 401 when asked as a guest, `X-Guest-Sender`), and `answer` decides each action's status
 * and body (a thrown error: unreachable).
 */
function fakeFetch(
  user: string | null,
  answer: (call: Call) => { status: number; body?: unknown } = () => ({
    status: 200,
    body: { success: true },
  }),
) {
  const calls: Call[] = []
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request =
      input instanceof Request ? input : new Request(new URL(String(input), ORIGIN), init)
    const text = await request.text()
    const call: Call = {
      method: request.method,
      path: new URL(request.url).pathname,
      headers: request.headers,
      body: text ? JSON.parse(text) : undefined,
    }
    calls.push(call)
    if (call.path === '/bff/user') {
      if (user === null || call.headers.has(GUEST_SENDER_HEADER)) {
        return new Response(null, { status: 401 })
      }
      return Response.json([{ type: 'name', value: user }])
    }
    const { status, body } = answer(call)
    return Response.json(body ?? null, { status })
  }
  return { calls, fetch: fetch as typeof globalThis.fetch }
}

/** Queues without sending (the page was offline) and closes the page's outbox. */
async function queued(build: (open: ReturnType<typeof setup>['open']) => Promise<void>) {
  const context = setup()
  await build(context.open)
  return context
}

/** The time `setup()`'s clock gives the queued entries: the sends below happen then too. */
const queuedAt = () => 1_000_000

const actions = (calls: Call[]) => calls.filter((call) => call.path !== '/bff/user')

/** The guest outbox is every run's too: each test starts with it empty. */
beforeEach(async () => {
  const guestDb = await openOutboxDb(GUEST_OUTBOX)
  await guestDb.clear('entries')
  guestDb.close()
})

describe('sending the outbox from the service worker (no page open)', () => {
  it("sends the signed-in user's entries oldest first, each with its key, and removes them", async () => {
    const { username } = await queued(async (open) => {
      const outbox = await open({ isOnline: () => false })
      await outbox.queueOrdered(messageKind, 'c', 'first')
      await outbox.queueToggle(likeKind, 'garden', true, false)
      await outbox.queueOrdered(messageKind, 'c', 'second')
      outbox.close()
    })
    const db = await openOutboxDb(username)
    const keys = (await listEntries(db)).map((entry) => entry.id)
    db.close()
    const server = fakeFetch(username)

    expect(
      await sendQueuedInBackground({ origin: ORIGIN, now: queuedAt, fetch: server.fetch }),
    ).toBe('done')

    const sent = actions(server.calls)
    expect(sent.map((call) => [call.method, call.path, call.body])).toEqual([
      ['POST', '/message', { target: 'c', text: 'first' }],
      ['POST', '/like', { target: 'garden', like: true }],
      ['POST', '/message', { target: 'c', text: 'second' }],
    ])
    expect(sent.map((call) => call.headers.get('Idempotency-Key'))).toEqual(keys)
    expect(sent.every((call) => call.headers.get('X-CSRF') === '1')).toBe(true)
    expect(sent.every((call) => !call.headers.has(GUEST_SENDER_HEADER))).toBe(true)
    const after = await openOutboxDb(username)
    expect(await listEntries(after)).toEqual([])
    after.close()
  })

  it('sends a guest’s posts from the guest outbox as the guest’s, asking for the guest session once first', async () => {
    await queued(async (open) => {
      const outbox = await open({ isOnline: () => false, username: GUEST_OUTBOX })
      await outbox.queueOrdered(messageKind, 'party', 'photo 1')
      await outbox.queueOrdered(messageKind, 'party', 'photo 2')
      outbox.close()
    })
    const server = fakeFetch(null)

    expect(
      await sendQueuedInBackground({ origin: ORIGIN, now: queuedAt, fetch: server.fetch }),
    ).toBe('done')

    expect(server.calls.map((call) => call.path)).toEqual([
      '/bff/user',
      '/bff/user',
      '/message',
      '/message',
    ])
    const claim = server.calls[1]?.headers
    expect([claim?.get(GUEST_SESSION_HEADER), claim?.get(GUEST_SENDER_HEADER)]).toEqual(['1', '1'])
    expect(actions(server.calls).map((call) => call.body)).toEqual([
      { target: 'party', text: 'photo 1' },
      { target: 'party', text: 'photo 2' },
    ])
    // Marked as the guest's: the server takes them as the guest's whoever signs in meanwhile.
    expect(
      actions(server.calls).every((call) => call.headers.get(GUEST_SENDER_HEADER) === '1'),
    ).toBe(true)
  })

  it('sends what a guest queued while someone is signed in, after the user’s own, as the guest’s', async () => {
    await queued(async (open) => {
      const outbox = await open({ isOnline: () => false, username: GUEST_OUTBOX })
      await outbox.queueOrdered(messageKind, 'party', 'queued as the guest')
      outbox.close()
    })
    const { username } = await queued(async (open) => {
      const outbox = await open({ isOnline: () => false })
      await outbox.queueToggle(likeKind, 'garden', true, false)
      outbox.close()
    })
    const server = fakeFetch(username)

    expect(
      await sendQueuedInBackground({ origin: ORIGIN, now: queuedAt, fetch: server.fetch }),
    ).toBe('done')

    expect(
      actions(server.calls).map((call) => [call.path, call.headers.get(GUEST_SENDER_HEADER)]),
    ).toEqual([
      ['/like', null],
      ['/message', '1'],
    ])
    const db = await openOutboxDb(GUEST_OUTBOX)
    expect(await listEntries(db)).toEqual([])
    db.close()
  })

  it('leaves a guest’s posts for later when their guest session cannot be asked for', async () => {
    await queued(async (open) => {
      const outbox = await open({ isOnline: () => false, username: GUEST_OUTBOX })
      await outbox.queueOrdered(messageKind, 'party', 'waits')
      outbox.close()
    })
    const server = fakeFetch(null)
    const fetch: typeof server.fetch = async (input, init) => {
      if (headersOf(input, init).has(GUEST_SESSION_HEADER)) throw new TypeError('offline')
      return server.fetch(input, init)
    }

    expect(await sendQueuedInBackground({ origin: ORIGIN, now: queuedAt, fetch })).toBe('retry')

    expect(actions(server.calls)).toEqual([])
    const db = await openOutboxDb(GUEST_OUTBOX)
    expect((await listEntries(db)).map((entry) => entry.payload)).toEqual(['waits'])
    db.close()
  })

  it('marks a refused entry failed with the server’s message and goes on', async () => {
    const { username } = await queued(async (open) => {
      const outbox = await open({ isOnline: () => false })
      await outbox.queueOrdered(messageKind, 'c', 'refused')
      await outbox.queueToggle(likeKind, 'garden', true, false)
      outbox.close()
    })
    const server = fakeFetch(username, (call) =>
      call.path === '/message'
        ? { status: 403, body: { success: false, errors: { userMessage: ['You are blocked.'] } } }
        : { status: 200, body: { success: true } },
    )

    expect(
      await sendQueuedInBackground({ origin: ORIGIN, now: queuedAt, fetch: server.fetch }),
    ).toBe('done')

    const db = await openOutboxDb(username)
    const left = await listEntries(db)
    db.close()
    expect(left.map((entry) => [entry.status, entry.lastError, entry.attempts])).toEqual([
      ['failed', 'You are blocked.', 1],
    ])
  })

  it('keeps a kind in order behind an entry that must wait, and asks to be woken again', async () => {
    const { username } = await queued(async (open) => {
      const outbox = await open({ isOnline: () => false })
      await outbox.queueOrdered(messageKind, 'c', 'busy')
      await outbox.queueOrdered(messageKind, 'c', 'after')
      await outbox.queueToggle(likeKind, 'garden', true, false)
      outbox.close()
    })
    const server = fakeFetch(username, (call) =>
      call.path === '/message' ? { status: 503 } : { status: 200, body: { success: true } },
    )

    expect(
      await sendQueuedInBackground({ origin: ORIGIN, now: queuedAt, fetch: server.fetch }),
    ).toBe('retry')

    expect(actions(server.calls).map((call) => call.path)).toEqual(['/message', '/like'])
    const db = await openOutboxDb(username)
    const left = await listEntries(db)
    db.close()
    expect(left.map((entry) => [entry.payload, entry.status, entry.attempts])).toEqual([
      ['busy', 'pending', 1],
      ['after', 'pending', 0],
    ])
  })

  it('stops at a lost connection and leaves the entry as it was', async () => {
    const { username } = await queued(async (open) => {
      const outbox = await open({ isOnline: () => false })
      await outbox.queueOrdered(messageKind, 'c', 'one')
      await outbox.queueOrdered(messageKind, 'c', 'two')
      outbox.close()
    })
    const server = fakeFetch(username, () => {
      throw new TypeError('Failed to fetch')
    })

    expect(
      await sendQueuedInBackground({ origin: ORIGIN, now: queuedAt, fetch: server.fetch }),
    ).toBe('retry')

    expect(actions(server.calls)).toHaveLength(1)
    const db = await openOutboxDb(username)
    expect((await listEntries(db)).map((entry) => entry.attempts)).toEqual([0, 0])
    db.close()
  })

  it('leaves entries stored before requests were kept, and failed ones, to the app', async () => {
    const { username } = await queued(async (open) => {
      const outbox = await open({ isOnline: () => false })
      await outbox.queueOrdered(messageKind, 'c', 'old')
      outbox.close()
    })
    const db = await openOutboxDb(username)
    const [entry] = await listEntries(db)
    if (!entry) throw new Error('not queued')
    const { request: _request, ...older } = entry
    await putEntry(db, older)
    db.close()
    const server = fakeFetch(username)

    expect(
      await sendQueuedInBackground({ origin: ORIGIN, now: queuedAt, fetch: server.fetch }),
    ).toBe('done')

    expect(actions(server.calls)).toEqual([])
  })

  it('sends nothing while another context holds the outbox’s lock', async () => {
    const { username } = await queued(async (open) => {
      const outbox = await open({ isOnline: () => false })
      await outbox.queueOrdered(messageKind, 'c', 'held')
      outbox.close()
    })
    const server = fakeFetch(username)
    const held: LockManager = {
      request: (async (
        _name: string,
        _options: LockOptions,
        callback: LockGrantedCallback<unknown>,
      ) => callback(null)) as LockManager['request'],
      query: async () => ({ held: [], pending: [] }),
    }

    expect(
      await sendQueuedInBackground({
        origin: ORIGIN,
        now: queuedAt,
        fetch: server.fetch,
        locks: held,
      }),
    ).toBe('done')

    expect(actions(server.calls)).toEqual([])
  })

  it('tries again later when it cannot tell whose browser this is', async () => {
    const fetch = (async () => {
      throw new TypeError('Failed to fetch')
    }) as typeof globalThis.fetch
    expect(await sendQueuedInBackground({ origin: ORIGIN, now: queuedAt, fetch })).toBe('retry')
  })

  it('marks an entry older than the server remembers its key failed, without sending it', async () => {
    const { username } = await queued(async (open) => {
      const outbox = await open({ isOnline: () => false })
      await outbox.queueOrdered(messageKind, 'c', 'a day late')
      outbox.close()
    })
    const server = fakeFetch(username)
    const dayLater = () => queuedAt() + ENTRY_LIFETIME_MS
    expect(
      await sendQueuedInBackground({ origin: ORIGIN, now: dayLater, fetch: server.fetch }),
    ).toBe('done')
    expect(actions(server.calls)).toEqual([])
    const db = await openOutboxDb(username)
    expect(await listEntries(db)).toMatchObject([
      { status: 'failed', lastError: 'Not sent within a day — send again?' },
    ])
    db.close()
  })
})
