import { QueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sessionQueryOptions } from '~/features/session/queries'
import { api, CommunicationError } from '~/lib/api'
import { confirmGuest, defineOfflineMutation } from '~/lib/offline'
import { HOLD_MS } from '~/lib/offline/drain-timing'
import { acceptedFromGuests, claimGuestSession } from '~/lib/offline/guest-outbox'
import { GUEST_SENDER_HEADER, GUEST_SESSION_HEADER } from '~/shared/guest-session'
import { fakeServer, likeKind, setup } from './helpers'

/** An ordered kind guests may queue (like the appearance post). */
const guestPostKind = defineOfflineMutation({
  kind: 'test.guest-post',
  policy: 'ordered',
  guests: true,
  request: (text: string, target) => ({ method: 'post', path: '/post', body: { target, text } }),
  response: v.object({}),
  apply: () => undefined,
  rollback: () => undefined,
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('which kinds a guest may queue', () => {
  it('takes kinds declared for guests only', () => {
    expect(acceptedFromGuests(guestPostKind)).toBe(true)
    expect(acceptedFromGuests(likeKind)).toBe(false)
  })
})

describe('a guest outbox', () => {
  it('holds its entries while `maySend` refuses, and sends them once it allows', async () => {
    const { open, clock } = setup()
    const server = fakeServer(() => ({}))
    let allowed = false
    const maySend = vi.fn(async () => allowed)
    const outbox = await open({
      transport: server.transport,
      accepts: acceptedFromGuests,
      maySend,
      isOnline: () => false,
    })
    await outbox.queueOrdered(guestPostKind, 'seen', 'at the venue')
    outbox.close()
    const again = await open({ transport: server.transport, accepts: acceptedFromGuests, maySend })
    await again.drain()
    expect(maySend).toHaveBeenCalled()
    expect(server.sent).toEqual([])
    expect(again.snapshot()).toHaveLength(1)

    allowed = true
    clock.now += HOLD_MS
    await again.drain()
    expect(server.sent.map((call) => call.request.body)).toEqual([
      { target: 'seen', text: 'at the venue' },
    ])
    expect(again.snapshot()).toEqual([])
    again.close()
  })

  it('waits out a 429 from `maySend` for its Retry-After, without calling it a lost connection', async () => {
    const { open, clock } = setup()
    const server = fakeServer(() => ({}))
    let busy = true
    const maySend = vi.fn(async () => {
      if (busy) throw new CommunicationError('busy', 429, {}, true, 120_000)
      return true
    })
    const onConnectionLost = vi.fn()
    const outbox = await open({ transport: server.transport, isOnline: () => false })
    await outbox.queueOrdered(guestPostKind, 'seen', 'after the first dance')
    outbox.close()
    const again = await open({
      transport: server.transport,
      accepts: acceptedFromGuests,
      maySend,
      onConnectionLost,
    })
    await again.drain()
    busy = false
    clock.now += HOLD_MS
    await again.drain()
    expect(maySend).toHaveBeenCalledTimes(1)
    expect(server.sent).toEqual([])
    clock.now += 120_000
    await again.drain()
    expect(server.sent.map((call) => call.request.body)).toEqual([
      { target: 'seen', text: 'after the first dance' },
    ])
    expect(onConnectionLost).not.toHaveBeenCalled()
    again.close()
  })

  it('asks once per run, not before each post: a batch costs no extra request per photo', async () => {
    const { open } = setup()
    const server = fakeServer(() => ({}))
    const outbox = await open({ transport: server.transport, isOnline: () => false })
    for (const text of ['photo 1', 'photo 2', 'photo 3']) {
      await outbox.queueOrdered(guestPostKind, 'seen', text)
    }
    outbox.close()
    const maySend = vi.fn(async () => true)
    const again = await open({ transport: server.transport, accepts: acceptedFromGuests, maySend })
    await again.drain()
    expect(server.sent.map((call) => call.request.body)).toEqual([
      { target: 'seen', text: 'photo 1' },
      { target: 'seen', text: 'photo 2' },
      { target: 'seen', text: 'photo 3' },
    ])
    expect(maySend).toHaveBeenCalledTimes(1)
    again.close()
  })

  it('leaves entries of kinds guests may not send untouched', async () => {
    const { open } = setup()
    const server = fakeServer()
    const user = await open({ transport: server.transport, isOnline: () => false })
    await user.queueToggle(likeKind, 'x', true, false)
    user.close()
    const guest = await open({
      transport: server.transport,
      accepts: acceptedFromGuests,
      maySend: async () => true,
    })
    await guest.drain()
    expect(server.sent).toEqual([])
    expect(guest.snapshot()).toHaveLength(1)
    guest.close()
  })

  it('asks nothing when nothing waits', async () => {
    const { open } = setup()
    const maySend = vi.fn(async () => true)
    const outbox = await open({ accepts: acceptedFromGuests, maySend })
    await outbox.drain()
    expect(maySend).not.toHaveBeenCalled()
    outbox.close()
  })
})

describe('queueing under an earlier Idempotency-Key', () => {
  it('sends the entry with the key of the attempt made online', async () => {
    const { open } = setup()
    const server = fakeServer(() => ({}))
    const outbox = await open({ transport: server.transport, isOnline: () => false })
    const key = crypto.randomUUID()
    await outbox.queueOrdered(guestPostKind, 'seen', 'lost answer', key)
    outbox.close()
    const again = await open({ transport: server.transport })
    await again.drain()
    expect(server.sent.map((call) => call.key)).toEqual([key])
    again.close()
  })
})

describe('confirmGuest', () => {
  it('asks for the guest session and is true when the server answers a guest’s 401', async () => {
    const ask = vi
      .spyOn(api, 'getJson')
      .mockRejectedValue(new CommunicationError('Not logged in', 401))
    await expect(confirmGuest()).resolves.toBe(true)
    expect(ask).toHaveBeenCalledWith('/bff/user', expect.anything(), {
      headers: { [GUEST_SESSION_HEADER]: '1' },
    })
  })

  it('is false for a signed-in browser and makes the session query stale', async () => {
    const client = new QueryClient()
    const session = sessionQueryOptions()
    client.getQueryCache().build(client, { queryKey: session.queryKey, meta: session.meta })
    client.setQueryData(session.queryKey, null)
    vi.spyOn(api, 'getJson').mockResolvedValue([{ type: 'name', value: 'ann' }])
    await expect(confirmGuest(client)).resolves.toBe(false)
    expect(client.getQueryState(session.queryKey)?.isInvalidated).toBe(true)
  })

  it('throws when the server cannot be reached', async () => {
    vi.spyOn(api, 'getJson').mockRejectedValue(new CommunicationError('offline', 0))
    await expect(confirmGuest()).rejects.toThrow('offline')
  })
})

describe('claimGuestSession', () => {
  it('asks as the guest, whoever is signed in, and is true on the guest’s 401', async () => {
    const ask = vi
      .spyOn(api, 'getJson')
      .mockRejectedValue(new CommunicationError('Not logged in', 401))
    await expect(claimGuestSession()).resolves.toBe(true)
    expect(ask).toHaveBeenCalledWith('/bff/user', expect.anything(), {
      headers: { [GUEST_SESSION_HEADER]: '1', [GUEST_SENDER_HEADER]: '1' },
    })
  })

  it('throws when the server cannot be reached', async () => {
    vi.spyOn(api, 'getJson').mockRejectedValue(new CommunicationError('offline', 0))
    await expect(claimGuestSession()).rejects.toThrow('offline')
  })
})
