// @vitest-environment jsdom
import 'fake-indexeddb/auto'
import { onlineManager, QueryClient } from '@tanstack/react-query'
import { renderHook } from '@testing-library/react'
import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { api, CommunicationError } from '~/lib/api'
import {
  closeUserScopeForLogout,
  defineOfflineMutation,
  OfflineUnavailableError,
  openUserScope,
  queueOrdered,
  queueToggle,
  scopeUser,
  sendGuestPostsBeforeLogin,
  sendsGuestLeftovers,
  useOutboxEntries,
  usePendingCount,
} from '~/lib/offline'
import { activeOutbox } from '~/lib/offline/active-outbox'
import { Outbox } from '~/lib/offline/outbox'
import { GUEST_OUTBOX, openOutboxDb } from '~/lib/offline/outbox-db'
import { GUEST_SENDER_HEADER } from '~/shared/guest-session'
import { likeKind } from './helpers'

const guestPostKind = defineOfflineMutation({
  kind: 'test.scope-guest-post',
  policy: 'ordered',
  guests: true,
  request: (text: string) => ({ method: 'post', path: '/post', body: { text } }),
  response: v.object({}),
  apply: () => undefined,
  rollback: () => undefined,
})

beforeEach(() => {
  // Nothing is sent in these tests: they are about which outbox takes what.
  onlineManager.setOnline(false)
})
afterEach(async () => {
  await closeUserScopeForLogout()
  vi.restoreAllMocks()
})

describe('the outbox a scope opens', () => {
  it('gives a guest the guest outbox, which takes a guest kind and refuses the rest', async () => {
    await openUserScope(new QueryClient(), null)
    expect(scopeUser()).toBeNull()
    expect(activeOutbox()?.username).toBe('guest')
    await queueOrdered(guestPostKind, 'seen', 'offline at the venue')
    expect(
      activeOutbox()
        ?.snapshot()
        .map((entry) => entry.kind),
    ).toEqual([guestPostKind.kind])
    expect(() => queueToggle(likeKind, 'x', { desired: true, current: false })).toThrow(
      OfflineUnavailableError,
    )
  })

  it('gives a signed-in user their own outbox, apart from the guest one, for every kind', async () => {
    await openUserScope(new QueryClient(), 'ann')
    expect(scopeUser()).toBe('ann')
    expect(activeOutbox()?.username).toBe('ann')
    expect(activeOutbox()?.snapshot()).toEqual([])
    await queueToggle(likeKind, 'x', { desired: true, current: false })
    expect(
      activeOutbox()
        ?.snapshot()
        .map((entry) => entry.kind),
    ).toEqual([likeKind.kind])
  })

  it('keeps what a guest queued for the guest when someone signs in and out again', async () => {
    await openUserScope(new QueryClient(), null)
    await queueOrdered(guestPostKind, 'seen', 'still the guest’s')
    await openUserScope(new QueryClient(), 'bea')
    expect(activeOutbox()?.snapshot()).toEqual([])
    await closeUserScopeForLogout()
    await openUserScope(new QueryClient(), null)
    const texts = activeOutbox()
      ?.snapshot()
      .map((entry) => entry.payload)
    expect(texts).toContain('still the guest’s')
  })
})

describe('sending what a guest queued', () => {
  it('goes as the guest from a signed-in user’s page, when the guest signed up before it went', async () => {
    const guestDb = await openOutboxDb(GUEST_OUTBOX)
    await guestDb.clear('entries')
    guestDb.close()
    vi.spyOn(api, 'getJson').mockRejectedValue(new CommunicationError('Not logged in', 401))
    const post = vi.spyOn(api, 'post').mockResolvedValue({})
    await openUserScope(new QueryClient(), null)
    await queueOrdered(guestPostKind, 'seen', 'queued by the guest')
    expect(post).not.toHaveBeenCalled()

    // The guest signs up; the connection comes back on the user's page.
    await openUserScope(new QueryClient(), 'cy')
    expect(activeOutbox()?.username).toBe('cy')
    onlineManager.setOnline(true)
    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(1))
    const [path, , options] = post.mock.calls[0] ?? []
    expect(path).toBe('/post')
    expect(options?.headers).toMatchObject({
      [GUEST_SENDER_HEADER]: '1',
      'Idempotency-Key': expect.any(String),
    })
    await closeUserScopeForLogout()
    await openUserScope(new QueryClient(), null)
    await vi.waitFor(() => expect(activeOutbox()?.snapshot()).toEqual([]))
    expect(post).toHaveBeenCalledTimes(1)
  })

  it('shows what the guest queued among a signed-in page’s entries while it waits, and only then', async () => {
    const guestDb = await openOutboxDb(GUEST_OUTBOX)
    await guestDb.clear('entries')
    guestDb.close()
    await openUserScope(new QueryClient(), 'fay')
    expect(sendsGuestLeftovers()).toBe(false)

    await openUserScope(new QueryClient(), null)
    await queueOrdered(guestPostKind, 'seen', 'queued by the guest')
    await openUserScope(new QueryClient(), 'fay')
    await queueToggle(likeKind, 'x', { desired: true, current: false })
    expect(sendsGuestLeftovers()).toBe(true)
    const { result, unmount } = renderHook(() => ({
      kinds: useOutboxEntries().map((entry) => entry.kind),
      pending: usePendingCount(),
    }))
    expect(result.current).toEqual({ kinds: [likeKind.kind, guestPostKind.kind], pending: 2 })
    // The account's own outbox holds only the account's action.
    expect(
      activeOutbox()
        ?.snapshot()
        .map((entry) => entry.kind),
    ).toEqual([likeKind.kind])
    unmount()

    await closeUserScopeForLogout()
    expect(sendsGuestLeftovers()).toBe(false)
    const leftDb = await openOutboxDb(GUEST_OUTBOX)
    await leftDb.clear('entries')
    leftDb.close()
  })

  it('opens the account’s scope when the guest outbox cannot be opened', async () => {
    const open = Outbox.open.bind(Outbox)
    vi.spyOn(Outbox, 'open').mockImplementation((options) =>
      options.username === GUEST_OUTBOX ? Promise.reject(new Error('storage gone')) : open(options),
    )
    await openUserScope(new QueryClient(), 'dee')
    expect(scopeUser()).toBe('dee')
    expect(activeOutbox()?.username).toBe('dee')
  })

  it('sends what a guest queued before they go to log in, as the guest', async () => {
    vi.spyOn(api, 'getJson').mockRejectedValue(new CommunicationError('Not logged in', 401))
    const post = vi.spyOn(api, 'post').mockResolvedValue({})
    await openUserScope(new QueryClient(), null)
    await queueOrdered(guestPostKind, 'seen', 'posted offline before logging in')
    expect(post).not.toHaveBeenCalled()
    onlineManager.setOnline(true)
    await sendGuestPostsBeforeLogin()
    expect(post).toHaveBeenCalledTimes(1)
    expect(activeOutbox()?.snapshot()).toEqual([])
  })
})
