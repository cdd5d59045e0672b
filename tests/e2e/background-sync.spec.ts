import type { CDPSession, Page } from '@playwright/test'
import { SYNC_TAG } from '~/lib/offline/sync-tag'
import { expect, test } from './fixtures'
import { createSeenViaApi, serverReactions, waitForServiceWorker } from './offline-support'
import { acceptCookieNotice, mainNav, newUser, openMySeens, signUp } from './support'

test.use({ viewport: { width: 1280, height: 800 } })

/** The service worker registration of the app, as Chromium's DevTools protocol names it. */
async function registrationId(cdp: CDPSession, origin: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find(
        (registration) => registration.scopeURL.startsWith(origin) && !registration.isDeleted,
      )
      if (ours) resolve(ours.registrationId)
    })
  })
  await cdp.send('ServiceWorker.enable')
  return found
}

/** Opens the user's Seen list, waits for the worker and finds the card of the Seen `name`. */
async function listCard(page: Page, username: string, name: string) {
  await openMySeens(page, username)
  await waitForServiceWorker(page)
  const card = page.getByRole('article').filter({ hasText: name })
  await expect(card.getByRole('button', { name: /^Like, 0 likes/ })).toBeVisible()
  return card
}

test('with no page open, the service worker sends a like queued offline when the connection returns', async ({
  page,
  context,
  baseURL,
}) => {
  const user = newUser()
  const name = `Background ${user.username}`
  await signUp(page, user)
  await acceptCookieNotice(page)
  const shortName = await createSeenViaApi(page, name)
  const card = await listCard(page, user.username, name)

  await context.setOffline(true)
  await card.getByRole('button', { name: /^Like/ }).click()
  await expect(mainNav(page).getByTestId('pending-actions')).toHaveText('1 action waiting to send')

  // The phone is put away: no page of the app is left, only a blank tab to talk to Chromium.
  const blank = await context.newPage()
  await page.close()
  await context.setOffline(false)
  const cdp = await context.newCDPSession(blank)
  const origin = new URL(baseURL ?? '').origin
  const id = await registrationId(cdp, origin)
  // Chromium may fire the sync itself as the connection returns; either way only the worker
  // can send it now, and the explicit event below must not send it twice.

  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin,
    registrationId: id,
    tag: SYNC_TAG,
    lastChance: false,
  })

  await expect.poll(async () => (await serverReactions(blank, shortName)).likeCount).toBe(1)
  // Opening the app again finds nothing left to send, and sends nothing twice.
  const again = await context.newPage()
  await again.goto('/seen_list')
  const liked = again.getByRole('article').filter({ hasText: name })
  await expect(liked.getByRole('button', { name: /^Like, 1 like/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(mainNav(again).getByTestId('pending-actions')).toBeHidden()
  expect(await serverReactions(again, shortName)).toMatchObject({ likeCount: 1, isLiked: true })
})
