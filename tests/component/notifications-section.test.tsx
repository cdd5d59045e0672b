import { onlineManager, QueryClientProvider } from '@tanstack/react-query'
import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { Toaster } from 'sonner'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { offerPush, PUSH_OFFERED_KEY, shouldOfferPush } from '~/features/push/offer'
import { NotificationsSection } from '~/features/settings/components/notifications-section'
import { dropBrowserSubscription } from '~/lib/push-browser'
import { createQueryClient } from '~/lib/query-client'
import { PUSH_KIND_LABELS, PUSH_KINDS, PUSH_MSG, PUSH_TEXT } from '~/shared/push'
import type { PushPreferences } from '~/shared/schemas/push'
import { server } from './msw/server'

const ALL_ON = Object.fromEntries(PUSH_KINDS.map((k) => [k, true])) as PushPreferences
const SERVER_KEY =
  'BAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
const SUBSCRIPTION_JSON = {
  endpoint: 'https://push.example.test/this-device',
  keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
}

/** The server's switches and what it was sent. */
function stubBackend(preferences: PushPreferences | 'fails' = ALL_ON) {
  const sent: { path: string; body: unknown }[] = []
  const record = async (request: Request) => {
    sent.push({ path: new URL(request.url).pathname, body: await request.json() })
  }
  server.use(
    http.get('*/api/push/preferences', () =>
      preferences === 'fails'
        ? HttpResponse.json({ success: false, errors: { userMessage: ['Boom'] } }, { status: 500 })
        : HttpResponse.json({ success: true, preferences }),
    ),
    http.put('*/api/push/preferences', async ({ request }) => {
      await record(request.clone())
      const body = (await request.json()) as { preferences: PushPreferences }
      return HttpResponse.json({ success: true, preferences: body.preferences })
    }),
    http.get('*/api/push/key', () => HttpResponse.json({ success: true, publicKey: SERVER_KEY })),
    http.post('*/api/push/subscribe', async ({ request }) => {
      await record(request)
      return HttpResponse.json({ success: true })
    }),
  )
  return sent
}

/** A browser with notifications and push: the permission it answers, its one subscription. */
function stubBrowser(
  answer: NotificationPermission,
  start: NotificationPermission = 'default',
  subscribed = false,
) {
  const held = () => ({
    endpoint: SUBSCRIPTION_JSON.endpoint,
    toJSON: () => SUBSCRIPTION_JSON,
    unsubscribe: async () => {
      subscription = null
      return true
    },
  })
  let subscription: object | null = subscribed ? held() : null
  const requestPermission = vi.fn(async () => {
    permission.permission = answer
    return answer
  })
  const permission = { permission: start, requestPermission }
  const subscribe = vi.fn(async () => {
    subscription = held()
    return subscription
  })
  const pushManager = { getSubscription: async () => subscription, subscribe }
  vi.stubGlobal('Notification', permission)
  vi.stubGlobal('PushManager', class {})
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      ready: Promise.resolve({ pushManager }),
      getRegistration: async () => ({ pushManager }),
    },
  })
  return { requestPermission, subscribe, held: () => subscription }
}

function renderSection() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Toaster />
      <NotificationsSection />
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

const deviceSwitch = () => screen.findByRole('switch', { name: PUSH_TEXT.device })

beforeEach(() => localStorage.clear())
afterEach(() => {
  act(() => onlineManager.setOnline(true))
  vi.unstubAllGlobals()
  Reflect.deleteProperty(navigator, 'serviceWorker')
})

describe('Settings → Notifications', () => {
  it('turns push on: the permission prompt, a subscription with the server key, sent to the server', async () => {
    const sent = stubBackend()
    const browser = stubBrowser('granted')
    const user = renderSection()
    const device = await deviceSwitch()
    expect(device).not.toBeChecked()
    await user.click(device)
    expect(await screen.findByText(PUSH_MSG.enabled)).toBeInTheDocument()
    expect(browser.requestPermission).toHaveBeenCalledOnce()
    const options = browser.subscribe.mock.calls[0] as unknown as [PushSubscriptionOptionsInit]
    expect(options[0].userVisibleOnly).toBe(true)
    expect(new Uint8Array(options[0].applicationServerKey as ArrayBuffer)).toHaveLength(65)
    expect(sent).toEqual([
      { path: '/api/push/subscribe', body: { subscription: SUBSCRIPTION_JSON } },
    ])
    expect(await deviceSwitch()).toBeChecked()
  })

  it('tells the server again about a subscription this browser still holds', async () => {
    const sent = stubBackend()
    stubBrowser('granted', 'granted', true)
    renderSection()
    await vi.waitFor(async () => expect(await deviceSwitch()).toBeChecked())
    expect(sent).toEqual([
      { path: '/api/push/subscribe', body: { subscription: SUBSCRIPTION_JSON } },
    ])
  })

  it('logging out drops this browser’s subscription', async () => {
    const browser = stubBrowser('granted', 'granted', true)
    await dropBrowserSubscription()
    expect(browser.held()).toBeNull()
  })

  it('turns one kind off for every device, keeping the others on', async () => {
    const sent = stubBackend()
    stubBrowser('granted')
    const user = renderSection()
    const kind = await screen.findByRole('switch', { name: PUSH_KIND_LABELS.photoReview })
    expect(kind).toBeChecked()
    await user.click(kind)
    expect(kind).not.toBeChecked()
    await vi.waitFor(() =>
      expect(sent).toEqual([
        { path: '/api/push/preferences', body: { preferences: { ...ALL_ON, photoReview: false } } },
      ]),
    )
  })

  it('says so when notifications are blocked, and the device switch cannot be used', async () => {
    stubBackend()
    stubBrowser('denied', 'denied')
    renderSection()
    expect(await deviceSwitch()).toHaveAttribute('data-disabled')
    expect(screen.getByText(PUSH_MSG.denied)).toBeInTheDocument()
  })

  it('says so in a browser without push; the kinds still apply to other devices', async () => {
    stubBackend()
    renderSection()
    expect(await screen.findByText(PUSH_MSG.unsupported)).toBeInTheDocument()
    expect(await deviceSwitch()).toHaveAttribute('data-disabled')
    expect(await screen.findByRole('switch', { name: PUSH_KIND_LABELS.message })).toBeChecked()
  })

  it('offline, nothing can be switched and it says why', async () => {
    stubBackend()
    stubBrowser('granted')
    renderSection()
    const kind = await screen.findByRole('switch', { name: PUSH_KIND_LABELS.message })
    act(() => onlineManager.setOnline(false))
    expect(await screen.findByText(PUSH_MSG.offline)).toBeInTheDocument()
    expect(kind).toHaveAttribute('data-disabled')
    expect(await deviceSwitch()).toHaveAttribute('data-disabled')
  })

  it('offers a retry when the switches cannot be loaded', async () => {
    stubBackend('fails')
    renderSection()
    expect(await screen.findByText(PUSH_MSG.loadFailed, {}, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })
})

describe('the opt-in offer', () => {
  it('shows once per browser, and its button asks for the permission', async () => {
    stubBackend()
    const browser = stubBrowser('granted')
    render(<Toaster />)
    await offerPush()
    const accept = await screen.findByRole('button', { name: PUSH_MSG.offerAction })
    expect(screen.getByText(PUSH_MSG.offer)).toBeInTheDocument()
    expect(localStorage.getItem(PUSH_OFFERED_KEY)).not.toBeNull()
    expect(browser.requestPermission).not.toHaveBeenCalled()
    // sonner's pointer handlers need pointer capture, which jsdom lacks: a plain click.
    fireEvent.click(accept)
    expect(await screen.findByText(PUSH_MSG.enabled)).toBeInTheDocument()
    expect(browser.requestPermission).toHaveBeenCalledOnce()
    expect(shouldOfferPush()).toBe(false)
    await offerPush()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryAllByText(PUSH_MSG.offer).length).toBeLessThanOrEqual(1)
  })
})
