import { ADD_PHOTOS_TEXT } from '~/features/appearances/form/add-photos'
// The venue network at its worst: answers that stall after their headers, and a link that
// swings between lie-fi and offline every few seconds. Everything goes through the proxy.

import { OFFLINE_TEXT } from '~/components/offline/offline-text'
import { CARD_TEXT } from '~/features/appearances/list/appearance-card'
import { APPEARANCE_MSG } from '~/shared/appearance-messages'
import { APPEARANCE_LABELS } from '~/shared/schemas/appearance'
import { card, liveSeen, openDetails, openSeen, photo } from './appearance-support'
import { expect, test } from './fixtures'
import type { LieFiProxy, ProxyMode } from './lie-fi-proxy'
import { waitForSavedCache, waitForServiceWorker } from './offline-support'
import { openMySeens } from './support'
import { clickToolbarAction } from './toolbar-support'
import { direct, proxyFor, venuePhone } from './venue-support'

let proxy: LieFiProxy
test.beforeEach(async ({ baseURL }) => {
  proxy = await proxyFor(baseURL)
})
test.afterEach(() => proxy.close())

async function phoneOnCachedSeen(browser: Parameters<typeof venuePhone>[0]) {
  const { page, user } = await venuePhone(browser, proxy)
  const name = `Flaky ${user.username}`
  const seen = await liveSeen(page.request, { name })
  await openMySeens(page, user.username)
  await expect(page.getByRole('article', { name })).toBeVisible()
  await waitForServiceWorker(page)
  await waitForSavedCache(page, '"seens","list"', user.username)
  await openSeen(page, seen)
  await expect(page.getByText(name, { exact: true })).toBeVisible()
  await waitForSavedCache(page, `"detail","${seen}"`, user.username)
  return { page, seen, name }
}

test('answers whose bodies stall after the headers fall back to the saved list', async ({
  browser,
}) => {
  test.setTimeout(60_000)
  const { page, name } = await phoneOnCachedSeen(browser)
  proxy.recover({ mode: 'headers' }, 'drop')
  await page.goto('/seen_list', { waitUntil: 'commit' })
  await expect(page.getByRole('article', { name })).toBeVisible()
  await expect(page.getByTestId('offline-banner')).toHaveText(OFFLINE_TEXT.slow)
  proxy.recover({ mode: 'pass' }, 'drop')
  await expect(page.getByTestId('offline-banner')).toBeHidden({ timeout: 15_000 })
})

test('a minute of switching between lie-fi and offline: no duplicates, no stuck state, bounded retries', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const { page, seen } = await phoneOnCachedSeen(browser)
  const server = direct(page, baseURL)
  let probes = 0
  let uploads = 0
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (path === '/healthz') probes += 1
    if (path === '/api/appearance' && request.method() === 'POST') uploads += 1
  })

  proxy.set({ mode: 'hold' })
  await clickToolbarAction(page, /^Like/)
  await page.getByRole('button', { name: APPEARANCE_MSG.makeAppearance }).click()
  const form = page.getByRole('dialog')
  await openDetails(form)
  await form.getByLabel(APPEARANCE_LABELS.headline).fill('Through the storm')
  await form.getByLabel(APPEARANCE_LABELS.caption).fill('Sent whenever it can be')
  await form.getByLabel('At the Seen').check()
  await form.getByLabel(APPEARANCE_LABELS.photo, { exact: true }).setInputFiles({
    name: 'storm.jpg',
    mimeType: 'image/jpeg',
    buffer: await photo('#264653'),
  })
  await expect(form.getByRole('img', { name: 'Photo 1: storm.jpg' })).toBeVisible()
  await form.getByRole('button', { name: ADD_PHOTOS_TEXT.send(1) }).click()
  await expect(form).toHaveCount(0)

  const swings: (ProxyMode | 'offline')[] = [{ mode: 'refuse' }, 'offline', { mode: 'hold' }]
  const started = Date.now()
  for (let swing = 0; Date.now() - started < 60_000; swing++) {
    const next = swings[swing % swings.length] ?? 'offline'
    await page.context().setOffline(next === 'offline')
    if (next !== 'offline') proxy.recover(next, 'drop')
    await page.waitForTimeout(5_000)
  }
  // One minute of a dead link costs a bounded number of probes and uploads, not a loop.
  expect(probes).toBeLessThanOrEqual(60)
  expect(uploads).toBeLessThanOrEqual(15)

  await page.context().setOffline(false)
  proxy.recover({ mode: 'pass' }, 'drop')
  await expect(page.getByTestId('offline-banner')).toBeHidden({ timeout: 15_000 })
  await expect(card(page, 'Through the storm').getByText(CARD_TEXT.waiting)).toBeHidden({
    timeout: 15_000,
  })
  expect(await server.headlines(seen)).toEqual(['Through the storm'])
  await expect.poll(() => server.seen(seen)).toMatchObject({ likeCount: 1, isLiked: true })
})
