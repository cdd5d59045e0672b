import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test'
import sharp from 'sharp'
import { CARD_TEXT } from '~/features/appearances/components/appearance-card'
import { KNOWN_CITIES } from '~/server/demo/cities'
import { APPEARANCE_MSG, SLIDESHOW_MSG } from '~/shared/appearance-messages'
import { APPEARANCE_LABELS } from '~/shared/schemas/appearance'
import { persistentBrowser, waitForServiceWorker } from './offline-support'
import { acceptCookieNotice, newUser, register } from './support'

const CSRF = { 'X-CSRF': '1' }

async function photo(color: string, width = 1200, height = 900) {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .toBuffer()
}

/** A browser context of its own: signed in as a new user, or a guest. */
async function person(browser: Browser, signedIn = true) {
  const context = await browser.newContext()
  const page = await context.newPage()
  if (signedIn) {
    await register(page, newUser())
    await expect(page).toHaveURL('/')
  } else {
    await page.goto('/')
  }
  await acceptCookieNotice(page)
  return page
}

/** A live Seen (started an hour ago) made through SPEC §7 POST /api/seen. */
async function liveSeen(
  request: APIRequestContext,
  options: { type?: number; approval?: boolean } = {},
) {
  const res = await request.post('/api/seen', {
    headers: CSRF,
    data: {
      createSeenRecord: {
        shortName: '-new-',
        seenName: 'Rooftop Party',
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

const openSeen = (page: Page, shortName: string) => page.goto(`/seen?shortname=${shortName}`)
const card = (page: Page, headline: string) => page.getByRole('article', { name: headline })

/** Fill and send the appearance form as a person would; the list shows it afterwards. */
async function makeAppearance(page: Page, headline: string, name?: string) {
  await page.getByRole('button', { name: APPEARANCE_MSG.makeAppearance }).click()
  const form = page.getByRole('dialog')
  if (name) await form.getByLabel(APPEARANCE_LABELS.displayUserName).fill(name)
  await form.getByLabel(APPEARANCE_LABELS.headline).fill(headline)
  await form.getByLabel(APPEARANCE_LABELS.caption).fill('What a view!\nSecond line.')
  await form.getByLabel('At the Seen').check()
  await form.getByLabel(APPEARANCE_LABELS.photo).setInputFiles({
    name: 'roof.jpg',
    mimeType: 'image/jpeg',
    buffer: await photo('#e76f51'),
  })
  await expect(form.getByRole('img', { name: 'Photo preview' })).toBeVisible()
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form).toHaveCount(0)
  await expect(card(page, headline)).toBeVisible()
}

test('a new user posts an appearance with a photo to a live Seen and likes it', async ({
  browser,
}) => {
  const host = await person(browser)
  const seen = await liveSeen(host.request)
  const fan = await person(browser)
  await openSeen(fan, seen)
  await makeAppearance(fan, 'View from the top')
  await expect(fan).toHaveURL(new RegExp(`/seen\\?shortname=${seen}`))
  await expect(card(fan, 'View from the top').getByText('Second line.')).toBeVisible()

  await openSeen(host, seen)
  const like = card(host, 'View from the top').getByRole('button', { name: /^Like/ })
  await like.click()
  await expect(host.getByText(APPEARANCE_MSG.liked)).toBeVisible()
  await expect(
    card(host, 'View from the top').getByRole('button', { name: 'Unlike (1)' }),
  ).toBeVisible()
})

test('a guest posts to a public anonymous Seen', async ({ browser }) => {
  const host = await person(browser)
  const seen = await liveSeen(host.request, { type: 1 })
  const guest = await person(browser, false)
  await openSeen(guest, seen)
  await makeAppearance(guest, 'Guest was here', 'Passer-by')
  await expect(card(guest, 'Guest was here').getByText(/Passer-by/)).toBeVisible()
})

test('the creator approves a pending appearance; then others see it; the owner hides it', async ({
  browser,
}) => {
  // Three people register and take turns: more steps than the default 30 s covers.
  test.setTimeout(90_000)
  const host = await person(browser)
  const seen = await liveSeen(host.request, { approval: true })
  const author = await person(browser)
  const other = await person(browser)
  await openSeen(author, seen)
  await makeAppearance(author, 'Needs a yes')

  await openSeen(other, seen)
  await expect(other.getByText('No appearances yet.')).toBeVisible()

  await openSeen(host, seen)
  await host.getByRole('button', { name: 'Review appearances' }).click()
  await host.getByLabel('Review filter').selectOption('pending')
  await card(host, 'Needs a yes').getByRole('button', { name: APPEARANCE_MSG.approve }).click()
  await expect(host.getByText(APPEARANCE_MSG.approved)).toBeVisible()

  await other.reload()
  await expect(card(other, 'Needs a yes')).toBeVisible()

  await openSeen(author, seen)
  await card(author, 'Needs a yes').getByRole('button', { name: 'Hide appearance' }).click()
  await expect(author.getByText(APPEARANCE_MSG.hidden)).toBeVisible()
  await expect(card(author, 'Needs a yes').getByText(APPEARANCE_MSG.hiddenBadge)).toBeVisible()
  await other.reload()
  await expect(other.getByText('No appearances yet.')).toBeVisible()
  await card(author, 'Needs a yes').getByRole('button', { name: 'Unhide appearance' }).click()
  await expect(author.getByText(APPEARANCE_MSG.unhidden)).toBeVisible()
})

test('the slideshow opens, advances and exits with Escape', async ({ browser }) => {
  const host = await person(browser)
  const seen = await liveSeen(host.request)
  await openSeen(host, seen)
  await makeAppearance(host, 'Slide one')
  await host.getByRole('button', { name: 'Start slideshow' }).click()
  const show = host.getByRole('dialog', { name: SLIDESHOW_MSG.title })
  await expect(show.getByRole('heading', { name: SLIDESHOW_MSG.title })).toBeVisible()
  await expect(show.getByText('1 / 2')).toBeVisible()
  await host.keyboard.press('ArrowRight')
  await expect(show.getByText('2 / 2')).toBeVisible()
  await expect(show.getByText('1 / 2')).toBeVisible({ timeout: 8_000 })
  await host.keyboard.press('Escape')
  await expect(show).toHaveCount(0)
})

/** Headlines of a Seen's appearances as the server has them (the API is not taken offline). */
async function serverHeadlines(page: Page, seenShortName: string) {
  const res = await page.request.get(`/api/appearance/list/${seenShortName}?limit=50&offset=0`, {
    headers: CSRF,
  })
  const body = (await res.json()) as { appearances: { headline: string }[] }
  return body.appearances.map((a) => a.headline)
}

test('an appearance made offline waits, survives a reload and is uploaded exactly once', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000)
  await register(page, newUser())
  await acceptCookieNotice(page)
  const seen = await liveSeen(page.request)
  await openSeen(page, seen)
  await waitForServiceWorker(page)
  await expect(page.getByText('No appearances yet.')).toBeVisible()

  await context.setOffline(true)
  await makeAppearance(page, 'Posted offline')
  const waiting = card(page, 'Posted offline').getByText(CARD_TEXT.waiting)
  await expect(waiting).toBeVisible()
  await page.reload()
  await expect(waiting).toBeVisible()
  expect(await serverHeadlines(page, seen)).toEqual([])

  await context.setOffline(false)
  await expect(waiting).toBeHidden()
  await expect(card(page, 'Posted offline')).toBeVisible()
  expect(await serverHeadlines(page, seen)).toEqual(['Posted offline'])
})

test('a guest posts offline to a public anonymous Seen: it waits, survives a reload, is uploaded once and stays theirs', async ({
  browser,
}) => {
  test.setTimeout(90_000)
  const host = await person(browser)
  const seen = await liveSeen(host.request, { type: 1 })
  const guest = await person(browser, false)
  await openSeen(guest, seen)
  await waitForServiceWorker(guest)
  await expect(guest.getByText('No appearances yet.')).toBeVisible()

  await guest.context().setOffline(true)
  await makeAppearance(guest, 'Guest offline post', 'Passer-by')
  const waiting = card(guest, 'Guest offline post').getByText(CARD_TEXT.waiting)
  await expect(waiting).toBeVisible()
  await guest.reload()
  await expect(waiting).toBeVisible()
  expect(await serverHeadlines(host, seen)).toEqual([])

  await guest.context().setOffline(false)
  await expect(waiting).toBeHidden()
  await expect(card(guest, 'Guest offline post')).toBeVisible()
  expect(await serverHeadlines(host, seen)).toEqual(['Guest offline post'])

  // The guest session owns it: the guest edits it, then hides it.
  await card(guest, 'Guest offline post').getByRole('button', { name: 'Edit appearance' }).click()
  const form = guest.getByRole('dialog')
  await form.getByLabel(APPEARANCE_LABELS.headline).fill('Guest post, edited')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form).toHaveCount(0)
  await expect(card(guest, 'Guest post, edited')).toBeVisible()
  await card(guest, 'Guest post, edited').getByRole('button', { name: 'Hide appearance' }).click()
  await expect(guest.getByText(APPEARANCE_MSG.hidden)).toBeVisible()
  await expect(
    card(guest, 'Guest post, edited').getByText(APPEARANCE_MSG.hiddenBadge),
  ).toBeVisible()
  expect(await serverHeadlines(host, seen)).toEqual(['Guest post, edited'])
})

test('a guest’s appearance queued offline is uploaded when the browser opens again, and stays theirs', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const host = await person(browser)
  const seen = await liveSeen(host.request, { type: 1 })
  const profile = await persistentBrowser(baseURL ?? '')
  let context = await profile.open()
  try {
    let guest = await context.newPage()
    await openSeen(guest, seen)
    await acceptCookieNotice(guest)
    await waitForServiceWorker(guest)
    await expect(guest.getByText('No appearances yet.')).toBeVisible()
    await context.setOffline(true)
    await makeAppearance(guest, 'Guest after restart', 'Night owl')
    await expect(card(guest, 'Guest after restart').getByText(CARD_TEXT.waiting)).toBeVisible()
    await context.close()

    context = await profile.open()
    guest = await context.newPage()
    await openSeen(guest, seen)
    await expect
      .poll(() => serverHeadlines(host, seen), { timeout: 15_000 })
      .toEqual(['Guest after restart'])
    const posted = card(guest, 'Guest after restart')
    await expect(posted.getByText(CARD_TEXT.waiting)).toBeHidden()
    await expect(posted.getByRole('button', { name: 'Edit appearance' })).toBeVisible()
  } finally {
    await context.close()
    await profile.remove()
  }
})

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    )
}

test('appearances, review mode, the form and the slideshow have no serious accessibility issue', async ({
  browser,
}) => {
  test.setTimeout(60_000)
  const host = await person(browser)
  const seen = await liveSeen(host.request, { approval: true })
  await openSeen(host, seen)
  await makeAppearance(host, 'Accessible one')
  await host.getByRole('button', { name: 'Review appearances' }).click()
  await expect(host.getByRole('button', { name: APPEARANCE_MSG.changeStatus })).toBeVisible()
  expect(await seriousViolations(host)).toEqual([])
  await host.getByRole('button', { name: APPEARANCE_MSG.makeAppearance }).click()
  await expect(host.getByRole('dialog')).toBeVisible()
  expect(await seriousViolations(host)).toEqual([])
  await host.keyboard.press('Escape')
  await host.getByRole('button', { name: 'Start slideshow' }).click()
  await expect(host.getByRole('heading', { name: SLIDESHOW_MSG.title })).toBeVisible()
  expect(await seriousViolations(host)).toEqual([])
})
