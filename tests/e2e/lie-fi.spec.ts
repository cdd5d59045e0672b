// A venue network that says it is online: every request here goes through the lie-fi proxy.
import type { Page } from '@playwright/test'
import { OFFLINE_TEXT } from '~/components/offline/offline-text'
import { ADD_PHOTOS_TEXT } from '~/features/appearances/form/add-photos'
import { CARD_TEXT } from '~/features/appearances/list/appearance-card'
import { APPEARANCE_MSG } from '~/shared/appearance-messages'
import { MESSAGING_MSG } from '~/shared/messaging-messages'
import { APPEARANCE_LABELS } from '~/shared/schemas/appearance'
import { card, liveSeen, openDetails, openSeen, photo } from './appearance-support'
import { expect, test } from './fixtures'
import type { LieFiProxy } from './lie-fi-proxy'
import { waitForSavedCache, waitForServiceWorker } from './offline-support'
import { newUser, openMySeens, register } from './support'
import { clickToolbarAction } from './toolbar-support'
import { direct, proxyFor, venuePhone } from './venue-support'

let proxy: LieFiProxy
test.beforeEach(async ({ baseURL }) => {
  proxy = await proxyFor(baseURL)
})
test.afterEach(() => proxy.close())

const HOLD = { mode: 'hold' } as const
const PASS = { mode: 'pass' } as const

/** Before this change the page waited for `/bff/user` (3.5 s under lie-fi) before drawing. */
const BEFORE_THE_SESSION_CHECK_MS = 3_000

const seenCard = (page: Page, name: string) => page.getByRole('article', { name })
/** The Seen page names its Seen above the headline. */
const seenTitle = (page: Page, name: string) => page.getByText(name, { exact: true })
const banner = (page: Page) => page.getByTestId('offline-banner')

/** A phone that has seen the list and one Seen once, so both are in its persisted cache. */
async function phoneWithCachedSeen(browser: Parameters<typeof venuePhone>[0]) {
  const { page, user } = await venuePhone(browser, proxy)
  const name = `Venue ${user.username}`
  const seen = await liveSeen(page.request, { name })
  await openMySeens(page, user.username)
  await expect(seenCard(page, name)).toBeVisible()
  await waitForServiceWorker(page)
  await waitForSavedCache(page, '"seens","list"', user.username)
  await openSeen(page, seen)
  await expect(seenTitle(page, name)).toBeVisible()
  await waitForSavedCache(page, `"detail","${seen}"`, user.username)
  return { page, user, seen, name }
}

test('a cold start under lie-fi draws the cached list and Seen without waiting for the session check', async ({
  browser,
}) => {
  test.setTimeout(60_000)
  const { page, seen, name } = await phoneWithCachedSeen(browser)

  proxy.set(HOLD)
  await page.goto('/seen_list', { waitUntil: 'commit' })
  await expect(seenCard(page, name)).toBeVisible({ timeout: BEFORE_THE_SESSION_CHECK_MS })
  await page.goto(`/seen?shortname=${seen}`, { waitUntil: 'commit' })
  await expect(seenTitle(page, name)).toBeVisible({ timeout: BEFORE_THE_SESSION_CHECK_MS })
  // The last known user is shown meanwhile: the signed-in action is there, not a login link.
  await expect(page.getByRole('button', { name: APPEARANCE_MSG.makeAppearance })).toBeVisible()
  // A stalled read turns into the slow notice, not the offline one.
  await expect(banner(page)).toHaveText(OFFLINE_TEXT.slow)
  await expect(seenTitle(page, name)).toBeVisible()
})

test('a photo saved under lie-fi closes the form at once and arrives exactly once after the link returns', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const { page, seen } = await phoneWithCachedSeen(browser)
  const server = direct(page, baseURL)

  // A cold start with nothing answering: the Save happens while the session check still hangs.
  proxy.set(HOLD)
  await page.goto(`/seen?shortname=${seen}`, { waitUntil: 'commit' })
  await page.getByRole('button', { name: APPEARANCE_MSG.makeAppearance }).click()
  const form = page.getByRole('dialog')
  await openDetails(form)
  await form.getByLabel(APPEARANCE_LABELS.headline).fill('Held at the door')
  await form.getByLabel(APPEARANCE_LABELS.caption).fill('Nobody answers here')
  await form.getByLabel('At the Seen').check()
  await form.getByLabel(APPEARANCE_LABELS.photo, { exact: true }).setInputFiles({
    name: 'door.jpg',
    mimeType: 'image/jpeg',
    buffer: await photo('#2a9d8f'),
  })
  await expect(form.getByRole('img', { name: 'Photo 1: door.jpg' })).toBeVisible()
  await form.getByRole('button', { name: ADD_PHOTOS_TEXT.send(1) }).click()
  await expect(form).toHaveCount(0)
  const posted = card(page, 'Held at the door')
  await expect(posted.getByText(CARD_TEXT.waiting)).toBeVisible()
  await expect(posted.getByText('Waiting for connection')).toBeVisible({ timeout: 15_000 })
  expect(await server.headlines(seen)).toEqual([])

  // The stalled connections are dropped, not released: the app must open new ones.
  proxy.recover(PASS, 'drop')
  await expect(posted.getByText(CARD_TEXT.waiting)).toBeHidden({ timeout: 15_000 })
  await expect(card(page, 'Held at the door')).toHaveCount(1)
  expect(await server.headlines(seen)).toEqual(['Held at the door'])
})

test('an upload cut after 40 KB twice in a row is retried under its key and stored once', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const { page, seen } = await phoneWithCachedSeen(browser)
  const server = direct(page, baseURL)

  proxy.set({ mode: 'cut', afterBytes: 40_000, times: 2 })
  await page.getByRole('button', { name: APPEARANCE_MSG.makeAppearance }).click()
  const form = page.getByRole('dialog')
  await openDetails(form)
  await form.getByLabel(APPEARANCE_LABELS.headline).fill('Cut twice')
  await form.getByLabel(APPEARANCE_LABELS.caption).fill('Forty kilobytes, then nothing')
  await form.getByLabel('Remote').check()
  await form.getByLabel(APPEARANCE_LABELS.photo, { exact: true }).setInputFiles({
    name: 'noisy.png',
    mimeType: 'image/png',
    buffer: await noisyPhoto(),
  })
  await expect(form.getByRole('img', { name: 'Photo 1: noisy.png' })).toBeVisible()
  await form.getByRole('button', { name: ADD_PHOTOS_TEXT.send(1) }).click()
  await expect(form).toHaveCount(0)
  await expect(card(page, 'Cut twice').getByText(CARD_TEXT.waiting)).toBeHidden({
    timeout: 30_000,
  })
  expect(await server.headlines(seen)).toEqual(['Cut twice'])
})

test('a like and a message queued while connections hang arrive once when the link returns', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const ben = await (await browser.newContext()).newPage()
  const benUser = newUser()
  await register(ben, benUser)
  await expect(ben).toHaveURL('/')
  const { page, seen } = await phoneWithCachedSeen(browser)
  const server = direct(page, baseURL)
  await page.goto('/messages')
  await expect(page.getByRole('button', { name: 'New Message' })).toBeVisible()

  proxy.set(HOLD)
  await page.getByRole('button', { name: 'New Message' }).click()
  const dialog = page.getByRole('dialog', { name: 'New Message' })
  await dialog.getByLabel('To').fill(benUser.username)
  await dialog.getByLabel('Subject').fill('From the venue')
  await dialog.getByLabel('Message').fill('The Wi-Fi says it is fine')
  await dialog.getByRole('button', { name: 'Send' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText(MESSAGING_MSG.waitingToSend).first()).toBeVisible()

  await page.goto(`/seen?shortname=${seen}`, { waitUntil: 'commit' })
  await clickToolbarAction(page, /^Like/)
  await expect(banner(page)).toHaveText(OFFLINE_TEXT.slow, { timeout: 15_000 })

  proxy.recover(PASS, 'drop')
  await expect(banner(page)).toBeHidden({ timeout: 15_000 })
  await expect.poll(() => server.seen(seen)).toMatchObject({ likeCount: 1, isLiked: true })
  await expect.poll(() => direct(ben, baseURL).inboxSubjects()).toEqual(['From the venue'])
})

/** A PNG that does not compress: its upload is far above 40 KB. */
async function noisyPhoto() {
  const sharp = (await import('sharp')).default
  const width = 900
  const height = 700
  const noise = Buffer.alloc(width * height * 3)
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919 + (i >> 5) * 104729) % 253
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer()
}
