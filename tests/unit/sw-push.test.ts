import { beforeAll, describe, expect, it, vi } from 'vitest'

type Handler = (event: FakeEvent) => void
interface FakeEvent {
  data?: { json(): unknown } | null
  newSubscription?: unknown
  oldSubscription?: unknown
  notification?: { data: unknown; close: () => void }
  waitUntil(work: Promise<unknown>): void
}

const handlers = new Map<string, Handler>()
const showNotification = vi.fn(async () => undefined)
const navigate = vi.fn(async () => null)
const openWindow = vi.fn(async () => null)
let windows: { url: string; focus: () => Promise<{ navigate: typeof navigate }> }[] = []

/** Fires `type` on the worker and waits for what it asked to wait for. */
async function fire(type: string, event: Omit<FakeEvent, 'waitUntil'>) {
  const waits: Promise<unknown>[] = []
  handlers.get(type)?.({ ...event, waitUntil: (work) => waits.push(work) })
  await Promise.all(waits)
}

beforeAll(async () => {
  vi.stubGlobal('self', {
    addEventListener: (type: string, handler: Handler) => handlers.set(type, handler),
    registration: { showNotification },
    location: { origin: 'https://seen.example', href: 'https://seen.example/sw.js' },
    clients: { matchAll: async () => windows, openWindow },
  })
  // Named through a variable: sw/ is typed against WebWorker (sw/tsconfig.json), not the DOM
  // program this test is checked in.
  const worker = '../../sw/push'
  const { showPushes } = (await import(/* @vite-ignore */ worker)) as { showPushes: () => void }
  showPushes()
})

const push = (payload: unknown) => fire('push', { data: { json: () => payload } })

describe('the service worker’s pushes', () => {
  it('shows a push as a notification, one per page', async () => {
    await push({ title: '2 new messages', body: 'The newest is from Ada.', url: '/messages' })
    expect(showNotification).toHaveBeenLastCalledWith('2 new messages', {
      body: 'The newest is from Ada.',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: '/messages',
      data: { url: '/messages' },
    })
  })

  it('opens only pages of this site, and ignores a push it cannot read', async () => {
    await push({ title: 'Hi', body: '', url: 'https://evil.example/' })
    expect(showNotification).toHaveBeenLastCalledWith(
      'Hi',
      expect.objectContaining({ data: { url: '/' } }),
    )
    showNotification.mockClear()
    await push({ title: 42 })
    await fire('push', { data: null })
    expect(showNotification).not.toHaveBeenCalled()
  })

  it('a click opens the push’s page in an open Seen window, or in a new one', async () => {
    const close = vi.fn()
    windows = [{ url: 'https://seen.example/seen_list', focus: async () => ({ navigate }) }]
    await fire('notificationclick', { notification: { data: { url: '/notifications' }, close } })
    expect(close).toHaveBeenCalled()
    expect(navigate).toHaveBeenCalledWith('https://seen.example/notifications')
    windows = [{ url: 'https://other.example/', focus: async () => ({ navigate }) }]
    await fire('notificationclick', { notification: { data: { url: '//evil.example' }, close } })
    expect(openWindow).toHaveBeenCalledWith('https://seen.example/')
  })

  it('tells the server about a subscription the browser replaced', async () => {
    const fetch = vi.fn(async () => new Response('{"success":true}'))
    vi.stubGlobal('fetch', fetch)
    const keys = { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) }
    const endpoint = 'https://push.example.test/rotated'
    await fire('pushsubscriptionchange', {
      oldSubscription: null,
      newSubscription: { endpoint, toJSON: () => ({ endpoint, keys }) },
    })
    expect(fetch).toHaveBeenCalledWith('/api/push/subscribe', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-CSRF': '1' },
      body: JSON.stringify({ subscription: { endpoint, keys } }),
    })
  })
})
