// Photos leave with access: the next person on a browser cannot read the last one's private photos.
import type { CDPSession, Page } from '@playwright/test'
import { card, liveSeen, makeAppearance, openSeen, waitUntilSent } from './appearance-support'
import { expect, test } from './fixtures'
import { waitForServiceWorker } from './offline-support'
import { acceptCookieNotice, mainNav, newUser, register } from './support'

test.use({ viewport: { width: 1280, height: 800 } })

/** The same-origin photo URLs the page shows now, once each has loaded. */
async function shownPhotos(page: Page): Promise<string[]> {
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images].filter((img) => img.currentSrc.includes('/media/') && !img.complete),
      ),
    )
    .toHaveLength(0)
  return page.evaluate(() => [
    ...new Set(
      [...document.images]
        .filter(
          (img) => img.naturalWidth > 0 && new URL(img.currentSrc).pathname.startsWith('/media/'),
        )
        .map((img) => new URL(img.currentSrc).pathname),
    ),
  ])
}

/** Which of `paths` the service worker's caches hold. */
const inWorkerCache = (page: Page, paths: string[]) =>
  page.evaluate(async (wanted) => {
    const found: string[] = []
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      for (const path of wanted) if (await cache.match(path)) found.push(path)
    }
    return [...new Set(found)]
  }, paths)

/**
 * Which of `paths` the browser's own HTTP cache still answers with the network off and the
 * service worker bypassed (`force-cache` takes a stored copy, however old).
 */
async function inHttpCache(page: Page, cdp: CDPSession, paths: string[]): Promise<string[]> {
  await cdp.send('Network.setBypassServiceWorker', { bypass: true })
  try {
    return await page.evaluate(async (wanted) => {
      const found: string[] = []
      for (const path of wanted) {
        const res = await fetch(path, { cache: 'force-cache' }).catch(() => null)
        if (res?.ok) found.push(path)
      }
      return found
    }, paths)
  } finally {
    await cdp.send('Network.setBypassServiceWorker', { bypass: false })
  }
}

/**
 * Which of `paths` a fetch from the page still gets (through the service worker, then the HTTP
 * cache, then the network), and which load as <img> in a new tab, as the app would show them.
 */
async function readable(page: Page, paths: string[]): Promise<string[]> {
  const fetched = await page.evaluate(async (wanted) => {
    const found: string[] = []
    for (const path of wanted) {
      const res = await fetch(path).catch(() => null)
      if (res?.ok) found.push(path)
    }
    return found
  }, paths)
  const tab = await page.context().newPage()
  try {
    await tab.goto('/')
    const shown = await tab.evaluate(
      (wanted) =>
        Promise.all(
          wanted.map(
            (src) =>
              new Promise<string | null>((resolve) => {
                const img = new Image()
                img.onload = () => resolve(img.naturalWidth > 0 ? src : null)
                img.onerror = () => resolve(null)
                img.src = src
              }),
          ),
        ),
      paths,
    )
    return [...new Set([...fetched, ...shown.filter((src): src is string => src !== null)])]
  } finally {
    await tab.close()
  }
}

test("after P logs out, Q on the same browser cannot load P's private photos, online or offline", async ({
  page,
  context,
}) => {
  // Two accounts, a post sent through the outbox, a logout and offline checks: over 30 s on a busy machine.
  test.setTimeout(90_000)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  // P: an invitation-only Seen with a photo of their own, viewed with the worker in control.
  await register(page, newUser())
  await acceptCookieNotice(page)
  await page.goto('/')
  await waitForServiceWorker(page)
  const shortName = await liveSeen(page.request, { type: 6 })
  await openSeen(page, shortName)
  await makeAppearance(page, 'Only for us')
  await waitUntilSent(page, 'Only for us')
  await page.reload()
  await expect(card(page, 'Only for us')).toBeVisible()
  // Its photo loads once on screen (lazy), below the Seen's header and "Add your photos".
  // The card may be drawn anew once the server's answer replaces the restored one: scroll again.
  await expect(() => card(page, 'Only for us').scrollIntoViewIfNeeded()).toPass()
  const photos = await shownPhotos(page)
  expect(photos.length).toBeGreaterThanOrEqual(2)
  const workerCached = await inWorkerCache(page, photos)
  expect(workerCached.length).toBeGreaterThan(0)
  await context.setOffline(true)
  expect(await inHttpCache(page, cdp, photos)).toEqual(photos)
  expect(await readable(page, photos)).toEqual(photos)
  await context.setOffline(false)

  await mainNav(page).getByRole('link', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/account\/login/)

  // Q signs in on the same browser.
  await register(page, newUser())
  await expect(page).toHaveURL('/')
  for (const path of photos) {
    expect((await page.request.get(path)).status(), path).toBe(404)
  }
  await context.setOffline(true)
  expect(await inWorkerCache(page, photos)).toEqual([])
  expect(await inHttpCache(page, cdp, photos)).toEqual([])
  expect(await readable(page, photos)).toEqual([])
  await context.setOffline(false)
})
