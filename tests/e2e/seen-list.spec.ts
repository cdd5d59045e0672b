import type { APIRequestContext, Page } from '@playwright/test'
import sharp from 'sharp'
import { FILTER_SECTIONS } from '~/features/seens/list/list-messages'
import { KNOWN_CITIES } from '~/server/demo/cities'
import { expect, test } from './fixtures'
import {
  acceptCookieNotice,
  newUser,
  openMySeens,
  seriousViolations,
  signUp as signUpAs,
  type TestUser,
} from './support'

const CSRF = { 'X-CSRF': '1' }
const HOUR = 3_600_000
const DAY = 24 * HOUR

let photo: string | undefined
const tinyPhoto = async () => {
  photo ??= (
    await sharp({ create: { width: 64, height: 48, channels: 3, background: '#6d28d9' } })
      .png()
      .toBuffer()
  ).toString('base64')
  return photo
}

/**
 * A public Seen made through docs/product.md#calls POST /api/seen; `startInMs` from now (>= -1
 * day).
 */
async function createSeen(
  request: APIRequestContext,
  seenName: string,
  startInMs = DAY,
  caption = 'First line.\nSecond line.',
  city: { geoNameId: number } = KNOWN_CITIES.paris,
) {
  const res = await request.post('/api/seen', {
    headers: CSRF,
    data: {
      createSeenRecord: {
        shortName: '-new-',
        seenName,
        headline: `${seenName} headline`,
        caption,
        seenAccessibilityType: 1,
        requiresApproval: false,
        locationType: 1,
        startDateTime: new Date(Date.now() + startInMs).toISOString(),
        durationHours: 1,
        preSeenDays: 0,
        postSeenDays: 0,
        timeZoneId: 'Europe/Paris',
        geoNameId: city.geoNameId,
        hasPhoto: true,
        imageInfo: { image: await tinyPhoto() },
      },
    },
  })
  expect(res.status()).toBe(200)
  return ((await res.json()) as { seenShortName: string }).seenShortName
}

async function signUp(page: Page): Promise<TestUser> {
  const user = newUser()
  await signUpAs(page, user)
  await expect(page).toHaveURL('/')
  await acceptCookieNotice(page)
  return user
}

const cards = (page: Page) => page.getByRole('list', { name: 'Seens' }).getByRole('article')
const card = (page: Page, name: string) => page.getByRole('article', { name })
const heading = (page: Page) => page.getByRole('heading', { level: 1 })

test('the list shows the Seens, bookmark and like update their counts', async ({ page }) => {
  const user = await signUp(page)
  await createSeen(page.request, 'Harbour Lights')
  await createSeen(page.request, 'Night Market')
  await openMySeens(page, user.username)

  await expect(heading(page)).toHaveText('All Seens')
  await expect(cards(page)).toHaveCount(2)
  const harbour = card(page, 'Harbour Lights')
  await expect(harbour.getByText('Harbour Lights headline')).toBeVisible()
  await expect(harbour.getByText('Paris')).toBeVisible()

  await harbour.getByRole('button', { name: 'Bookmark, 0 bookmarks' }).click()
  await expect(harbour.getByRole('button', { name: 'Bookmark, 1 bookmark' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(page.getByText('Seen bookmarked successfully')).toBeVisible()
  await harbour.getByRole('button', { name: 'Like, 0 likes' }).click()
  await expect(harbour.getByRole('button', { name: 'Like, 1 like' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )

  // The server kept both.
  await page.reload()
  await expect(
    card(page, 'Harbour Lights').getByRole('button', { name: 'Like, 1 like' }),
  ).toBeVisible()
  await expect(
    card(page, 'Harbour Lights').getByRole('button', { name: 'Bookmark, 1 bookmark' }),
  ).toBeVisible()
})

test('the time and hashtag filters change the list and the title', async ({ page }) => {
  const user = await signUp(page)
  await createSeen(page.request, 'Tomorrow Fair', DAY, 'Stalls and music. #fairground')
  // Started 23 hours ago for an hour, no days after: it has ended.
  await createSeen(page.request, 'Yesterday Gig', -23 * HOUR)
  await openMySeens(page, user.username)
  await expect(cards(page)).toHaveCount(2)

  const panel = page.getByRole('complementary', { name: 'Filters' })
  await panel.getByRole('button', { name: new RegExp(`^${FILTER_SECTIONS.time}`) }).click()
  await panel.getByRole('switch', { name: 'Filter by time' }).click()
  await expect(heading(page)).toHaveText('Current and upcoming Seens')
  await expect(cards(page)).toHaveCount(1)
  await expect(card(page, 'Tomorrow Fair')).toBeVisible()

  await panel.getByRole('radio', { name: 'Past' }).check()
  await expect(heading(page)).toHaveText('Past Seens')
  await expect(card(page, 'Yesterday Gig')).toBeVisible()
  await expect(cards(page)).toHaveCount(1)

  // Saved for this user and restored on the next visit.
  await page.reload()
  await expect(heading(page)).toHaveText('Past Seens')

  await panel.getByRole('button', { name: new RegExp(`^${FILTER_SECTIONS.time}`) }).click()
  await panel.getByRole('switch', { name: 'Filter by time' }).click()
  await expect(heading(page)).toHaveText('All Seens')
  await expect(cards(page)).toHaveCount(2)
  const hashtags = panel.getByRole('button', { name: new RegExp(`^${FILTER_SECTIONS.hashtag}`) })
  await hashtags.click()
  await panel.getByRole('searchbox', { name: 'Search hashtags' }).fill('#fairground')
  await panel.getByRole('searchbox', { name: 'Search hashtags' }).press('Enter')
  await expect(hashtags).toContainText('1 hashtag')
  await expect(cards(page)).toHaveCount(1)
  await expect(card(page, 'Tomorrow Fair')).toBeVisible()
})

test('the location, bookmark, following and My Seens filters change the list', async ({
  page,
  context,
  browser,
}) => {
  await signUp(page)
  await createSeen(page.request, 'Paris Picnic')
  await createSeen(page.request, 'Versailles Ball', DAY, 'A ball.', KNOWN_CITIES.versailles)
  const hostContext = await browser.newContext()
  try {
    const hostPage = await hostContext.newPage()
    const host = await signUp(hostPage)
    await createSeen(hostPage.request, 'Barbecue by the host')
    const follow = await page.request.post(`/api/userprofile/follow/${host.username}`, {
      headers: CSRF,
      data: { follow: true },
    })
    expect(follow.status()).toBe(200)
  } finally {
    await hostContext.close()
  }
  await page.goto('/seen_list')
  const panel = page.getByRole('complementary', { name: 'Filters' })
  const section = (title: string) =>
    panel.getByRole('button', { name: new RegExp(`^${title}`) }).click()

  await section(FILTER_SECTIONS.membership)
  const mine = panel.getByRole('switch', { name: 'Only my Seens' })
  await mine.click()
  await expect(cards(page)).toHaveCount(2)

  // Versailles is 17 km from Paris: the default 10 km around it leaves the Paris Seen out.
  await context.grantPermissions(['geolocation'])
  await context.setGeolocation({
    latitude: KNOWN_CITIES.versailles.latitude,
    longitude: KNOWN_CITIES.versailles.longitude,
  })
  await section(FILTER_SECTIONS.geo)
  await panel.getByRole('button', { name: 'Use my current position' }).click()
  await expect(panel.getByRole('switch', { name: 'Filter by distance' })).toBeChecked()
  await expect(cards(page)).toHaveCount(1)
  await expect(card(page, 'Versailles Ball')).toBeVisible()
  await expect(panel.getByRole('button', { name: /^Location radius/ })).toContainText(
    'Versailles, France · 10 km',
  )
  const radius = panel.getByRole('slider', { name: 'Radius' })
  await radius.focus()
  for (let step = 0; step < 20; step++) await radius.press('ArrowRight')
  await expect(radius).toHaveValue('30')
  await expect(cards(page)).toHaveCount(2)
  await panel.getByRole('switch', { name: 'Filter by distance' }).click()

  // Bookmarked: only the one this user bookmarked, out of everyone's Seens.
  await card(page, 'Paris Picnic')
    .getByRole('button', { name: /^Bookmark,/ })
    .click()
  await expect(
    card(page, 'Paris Picnic').getByRole('button', { name: /^Bookmark,/ }),
  ).toHaveAttribute('aria-pressed', 'true')
  await mine.click()
  await section(FILTER_SECTIONS.bookmark)
  const bookmarked = panel.getByRole('switch', { name: 'Only Seens I bookmarked' })
  await bookmarked.click()
  await expect(cards(page)).toHaveCount(1)
  await expect(card(page, 'Paris Picnic')).toBeVisible()
  await bookmarked.click()

  // Following: only the Seens of the people this user follows.
  await section(FILTER_SECTIONS.following)
  await panel.getByRole('switch', { name: 'Only Seens of people I follow' }).click()
  await expect(cards(page)).toHaveCount(1)
  await expect(card(page, 'Barbecue by the host')).toBeVisible()
})

test('endless scroll loads page 2, and back from a Seen restores the scroll', async ({ page }) => {
  test.setTimeout(90_000)
  const user = await signUp(page)
  for (let i = 1; i <= 17; i++) await createSeen(page.request, `Series ${i}`)
  await openMySeens(page, user.username)

  await expect(cards(page)).toHaveCount(15)
  await cards(page).last().scrollIntoViewIfNeeded()
  await expect(cards(page)).toHaveCount(17)

  const target = cards(page).nth(13)
  await target.scrollIntoViewIfNeeded()
  const name = (await target.getByRole('heading').textContent()) ?? ''
  const scrolled = await page.evaluate(() => window.scrollY)
  expect(scrolled).toBeGreaterThan(500)
  await target.getByRole('link', { name }).click()
  await expect(page).toHaveURL(/\/seen\?shortname=/)

  await page.goBack()
  await expect(card(page, name)).toBeInViewport()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50)

  // Also after a reload on the Seen: the list loads its pages again up to the position.
  await card(page, name).getByRole('link', { name }).click()
  await expect(page).toHaveURL(/\/seen\?shortname=/)
  await page.reload()
  await page.goBack()
  await expect(card(page, name)).toBeInViewport()
})

test('the Seen list has no serious accessibility issue, with cards and filters', async ({
  page,
}) => {
  const user = await signUp(page)
  await createSeen(page.request, 'Accessible Evening')
  await openMySeens(page, user.username)
  await expect(cards(page)).toHaveCount(1)
  const panel = page.getByRole('complementary', { name: 'Filters' })
  await panel.getByRole('button', { name: new RegExp(`^${FILTER_SECTIONS.hashtag}`) }).click()
  expect(await seriousViolations(page)).toEqual([])

  // The slide-over below 1280 px.
  await page.setViewportSize({ width: 800, height: 900 })
  await page.getByRole('button', { name: /^Filters/ }).click()
  await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})

test('a guest sees the list with the personal filters disabled', async ({ page }) => {
  await page.goto('/seen_list')
  await acceptCookieNotice(page)
  await expect(heading(page)).toHaveText('All Seens')
  const panel = page.getByRole('complementary', { name: 'Filters' })
  await panel.getByRole('button', { name: new RegExp(`^${FILTER_SECTIONS.membership}`) }).click()
  await expect(panel.getByRole('switch', { name: 'Only my Seens' })).toBeDisabled()
  await expect(panel.getByText('You need to be logged in to use this filter.')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})
