import type { Page } from '@playwright/test'
import { PUSH_KIND_LABELS, PUSH_MSG, PUSH_TEXT } from '~/shared/push'
import { browserKeys, startPushReceiver } from '../setup/push-receiver'
import { expect, test } from './fixtures'
import { acceptCookieNotice, newUser, seriousViolations, signUp } from './support'

interface PushProbe {
  permissionAsked: number
  serverKeyBytes: number
}

/**
 * Headless Chromium grants the permission but has no push service: its own
 * `pushManager.subscribe` fails ("Registration failed - permission denied"). The page's
 * PushManager is replaced by one that hands out a subscription for a push service the test
 * runs, with keys the test holds; everything else (the permission request, the server key, the
 * server storing and encrypting for the subscription) is the real thing.
 */
async function standInPushService(page: Page, subscription: { endpoint: string; keys: object }) {
  await page.addInitScript((json) => {
    const probe: PushProbe = { permissionAsked: 0, serverKeyBytes: 0 }
    Object.assign(window, { pushProbe: probe })
    const ask = Notification.requestPermission.bind(Notification)
    Notification.requestPermission = () => {
      probe.permissionAsked += 1
      return ask()
    }
    // Kept across page loads, as a browser keeps its subscription.
    const SUBSCRIBED = 'pushProbe.subscribed'
    const made = {
      endpoint: json.endpoint,
      expirationTime: null,
      toJSON: () => ({ ...json, expirationTime: null }),
      unsubscribe: async () => {
        localStorage.removeItem(SUBSCRIBED)
        return true
      },
    } as unknown as PushSubscription
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      probe.serverKeyBytes = (options?.applicationServerKey as Uint8Array | undefined)?.length ?? 0
      localStorage.setItem(SUBSCRIBED, '1')
      return made
    }
    PushManager.prototype.getSubscription = async () =>
      localStorage.getItem(SUBSCRIBED) ? made : null
  }, subscription)
}

const probe = (page: Page) =>
  page.evaluate(() => (window as unknown as { pushProbe: PushProbe }).pushProbe)

test('opting in to push after sending a message: the permission prompt, then pushes arrive', async ({
  browser,
}) => {
  test.setTimeout(90_000)
  const receiver = await startPushReceiver()
  try {
    const keys = browserKeys()
    const ann = newUser()
    const ben = newUser()
    const benPage = await (await browser.newContext()).newPage()
    await signUp(benPage, ben)

    const context = await browser.newContext({ permissions: ['notifications'] })
    const page = await context.newPage()
    await standInPushService(page, { endpoint: `${receiver.origin}/ann`, keys: keys.json })
    await signUp(page, ann, '/messages')
    await acceptCookieNotice(page)
    // Nothing is offered on load.
    await expect(page.getByText(PUSH_MSG.offer)).toHaveCount(0)

    await page.getByRole('button', { name: 'New Message' }).click()
    const dialog = page.getByRole('dialog', { name: 'New Message' })
    await dialog.getByLabel('To').fill(ben.username)
    await dialog.getByLabel('Subject').fill('Dinner')
    await dialog.getByLabel('Message').fill('Dinner at eight?')
    await dialog.getByRole('button', { name: 'Send' }).click()
    await expect(dialog).toBeHidden()

    await expect(page.getByText(PUSH_MSG.offer)).toBeVisible()
    expect((await probe(page)).permissionAsked).toBe(0)
    await page.getByRole('button', { name: PUSH_MSG.offerAction }).click()
    await expect(page.getByText(PUSH_MSG.enabled)).toBeVisible()
    expect(await probe(page)).toEqual({ permissionAsked: 1, serverKeyBytes: 65 })

    const answer = await benPage.request.post('/api/messaging/send/user', {
      headers: { 'X-CSRF': '1' },
      data: { recipientUsernames: [ann.username], subject: 'Re: Dinner', content: 'Yes!' },
    })
    expect(answer.status()).toBe(200)
    await expect
      .poll(() => receiver.payloads('/ann', keys))
      .toEqual([
        { title: `New message from ${ben.displayName}`, body: 'Re: Dinner', url: '/messages' },
      ])

    await page.goto('/settings')
    const section = page.getByRole('region', { name: PUSH_TEXT.heading })
    await expect(section.getByRole('switch', { name: PUSH_TEXT.device })).toBeChecked()
    const photos = section.getByRole('switch', { name: PUSH_KIND_LABELS.photoReview })
    await expect(photos).toBeChecked()
    await photos.click()
    await expect(photos).not.toBeChecked()
    expect(await seriousViolations(page)).toEqual([])
  } finally {
    await receiver.close()
  }
})
