// Shared by the appearance end-to-end specs: people, a live Seen and the appearance form.
import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
} from '@playwright/test'
import sharp from 'sharp'
import { ADD_PHOTOS_TEXT } from '~/features/appearances/form/add-photos'
import { KNOWN_CITIES } from '~/server/demo/cities'
import { APPEARANCE_MSG } from '~/shared/appearance-messages'
import { APPEARANCE_LABELS } from '~/shared/schemas/appearance'
import { waitForServiceWorker } from './offline-support'
import { acceptCookieNotice, newUser, signUp } from './support'

export const CSRF = { 'X-CSRF': '1' }

export async function photo(color: string, width = 1200, height = 900) {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .toBuffer()
}

/** A browser context of its own: signed in as a new user (named `displayName`), or a guest. */
export async function person(browser: Browser, signedIn = true, displayName?: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  if (signedIn) {
    const user = newUser()
    await signUp(page, displayName ? { ...user, displayName } : user)
    await expect(page).toHaveURL('/')
  } else {
    await page.goto('/')
  }
  await acceptCookieNotice(page)
  return page
}

/** A live Seen (started an hour ago) made through docs/product.md#calls POST /api/seen. */
export async function liveSeen(
  request: APIRequestContext,
  options: { type?: number; approval?: boolean; name?: string } = {},
) {
  const res = await request.post('/api/seen', {
    headers: CSRF,
    data: {
      createSeenRecord: {
        shortName: '-new-',
        seenName: options.name ?? 'Rooftop Party',
        headline: 'Party on the roof',
        caption: 'Bring your friends.',
        seenAccessibilityType: options.type ?? 1,
        requiresApproval: options.approval ?? false,
        locationType: 1,
        startDateTime: new Date(Date.now() - 3_600_000).toISOString(),
        durationHours: 5,
        preSeenDays: 0,
        postSeenDays: 1,
        timeZoneId: 'Europe/Paris',
        geoNameId: KNOWN_CITIES.paris.geoNameId,
        hasPhoto: true,
        imageInfo: { image: (await photo('#6d28d9', 64, 48)).toString('base64') },
      },
    },
  })
  expect(res.status()).toBe(200)
  return ((await res.json()) as { seenShortName: string }).seenShortName
}

export const openSeen = (page: Page, shortName: string) => page.goto(`/seen?shortname=${shortName}`)
export const card = (page: Page, headline: string) => page.getByRole('article', { name: headline })

/** The posting form's closed section of optional fields, opened. */
export async function openDetails(form: Locator) {
  await form.getByText(ADD_PHOTOS_TEXT.details).click()
}

/**
 * Post one photo through the floating button's form as a person would (a guest gives a name);
 * the list shows it afterwards.
 */
export async function makeAppearance(page: Page, headline: string, guestName?: string) {
  await page.getByRole('button', { name: APPEARANCE_MSG.makeAppearance }).click()
  const form = page.getByRole('dialog', { name: ADD_PHOTOS_TEXT.formTitle })
  if (guestName) await form.getByLabel(ADD_PHOTOS_TEXT.yourName).fill(guestName)
  await form.getByLabel(APPEARANCE_LABELS.photo, { exact: true }).setInputFiles({
    name: 'roof.jpg',
    mimeType: 'image/jpeg',
    buffer: await photo('#e76f51'),
  })
  await expect(form.getByRole('img', { name: 'Photo 1: roof.jpg' })).toBeVisible()
  await openDetails(form)
  await form.getByLabel(APPEARANCE_LABELS.headline, { exact: true }).fill(headline)
  await form
    .getByLabel(APPEARANCE_LABELS.caption, { exact: true })
    .fill('What a view!\nSecond line.')
  await form.getByLabel('At the Seen').check()
  await form.getByRole('button', { name: ADD_PHOTOS_TEXT.send(1) }).click()
  await expect(form).toHaveCount(0)
  await expect(card(page, headline)).toBeVisible()
}

/**
 * Waits until the appearance's card no longer shows an upload state: the outbox has delivered
 * it and the card is the server's. A reload before that shows the stand-in next to the server's
 * copy until the outbox's replay answers.
 */
export async function waitUntilSent(page: Page, headline: string) {
  await expect(
    card(page, headline).getByText(/^(Sending \d+%|Waiting to send|Waiting for connection)$/),
  ).toHaveCount(0, { timeout: 20_000 })
}

/** The headlines the server lists for a Seen, whatever the page shows. */
async function serverAppearances(page: Page, seenShortName: string) {
  const res = await page.request.get(`/api/appearance/list/${seenShortName}?limit=50&offset=0`, {
    headers: CSRF,
  })
  return ((await res.json()) as { appearances: { headline: string; isHidden: boolean }[] })
    .appearances
}

export async function serverHeadlines(page: Page, seenShortName: string) {
  return (await serverAppearances(page, seenShortName)).map((a) => a.headline)
}

/** The headlines of the appearances the server has hidden, as their owner reads them. */
export async function serverHidden(page: Page, seenShortName: string) {
  return (await serverAppearances(page, seenShortName))
    .filter((a) => a.isHidden)
    .map((a) => a.headline)
}

/** A new user on a live Seen of their own, with the service worker in control. */
export async function signedInOnLiveSeen(page: Page) {
  await signUp(page, newUser())
  await acceptCookieNotice(page)
  const seen = await liveSeen(page.request)
  await openSeen(page, seen)
  await waitForServiceWorker(page)
  return seen
}
