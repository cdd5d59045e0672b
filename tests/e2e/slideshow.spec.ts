import type { APIRequestContext, Route } from '@playwright/test'
import { SLIDESHOW_MSG } from '~/shared/appearance-messages'
import { APPEARANCE_PAGE_SIZE, SLIDESHOW } from '~/shared/constants'
import { CSRF, liveSeen, photo } from './appearance-support'
import { expect, test } from './fixtures'
import { acceptCookieNotice, newUser, signUp } from './support'

async function postJson(request: APIRequestContext, path: string, data: unknown) {
  const res = await request.post(path, { headers: CSRF, data })
  expect(res.status(), await res.text()).toBe(200)
  return (await res.json()) as Record<string, unknown>
}

/** Slide 01 is the oldest: the list is newest first, so it is the only one past page one. */
const headlineOf = (n: number) => `Slide ${String(n).padStart(2, '0')}`

test('the slideshow advances, loads the next page of appearances and exits with Escape', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await signUp(page, newUser())
  await expect(page).toHaveURL('/')
  await acceptCookieNotice(page)
  const seen = await liveSeen(page.request)
  const total = APPEARANCE_PAGE_SIZE + 1
  const image = (await photo('#e76f51', 64, 48)).toString('base64')
  for (let n = 1; n <= total; n++) {
    await postJson(page.request, '/api/appearance', {
      appearanceRecord: {
        appearanceShortName: '-new-',
        seenShortName: seen,
        displayUserName: 'Screen Fan',
        headline: headlineOf(n),
        caption: 'On the wall.',
        relativeLocation: 1,
        hasPhoto: true,
        imageInfo: { image },
      },
    })
  }
  // The fastest show the settings allow, so the third interval comes soon.
  const { userProfile } = (await (
    await page.request.get('/api/userprofile', { headers: CSRF })
  ).json()) as { userProfile: Record<string, unknown> }
  await postJson(page.request, '/api/userprofile', {
    userProfile: { ...userProfile, slideshowSpeedSeconds: SLIDESHOW.speedMinSeconds },
  })

  // Hold the second page until the title has been seen saying so.
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  const secondPage = (url: URL) =>
    url.pathname === `/api/appearance/list/${seen}` &&
    url.searchParams.get('offset') === String(APPEARANCE_PAGE_SIZE)
  await page.route(secondPage, async (route: Route) => {
    await held
    await route.continue()
  })
  const asked = page.waitForRequest((request) => secondPage(new URL(request.url())))

  await page.goto(`/seen?shortname=${seen}`)
  await page.getByRole('button', { name: 'Start slideshow' }).click()
  const show = page.getByRole('dialog', { name: SLIDESHOW_MSG.title })
  const title = show.getByRole('heading', { level: 2 })
  await expect(title).toHaveText(SLIDESHOW_MSG.title)
  // The main image and the first page: 16 slides; it advances by itself.
  await expect(show.getByText(`1 / ${total}`)).toBeVisible()
  await expect(show.getByText(`2 / ${total}`)).toBeVisible()

  await asked
  await expect(title).toHaveText(SLIDESHOW_MSG.loadingMore)
  release()
  await expect(show.getByText(new RegExp(`^\\d+ / ${total + 1}$`))).toBeVisible()
  await expect(title).toHaveText(SLIDESHOW_MSG.title)

  // Pause, then step back to the last slide: the appearance that came with the second page.
  await show.getByRole('button', { name: 'Pause' }).click()
  await expect(show.getByRole('button', { name: 'Play' })).toBeVisible()
  const count = (await show.getByText(new RegExp(`^\\d+ / ${total + 1}$`)).textContent()) ?? ''
  const position = Number.parseInt(count, 10)
  for (let i = 0; i < position; i++) await page.keyboard.press('ArrowLeft')
  await expect(show.getByText(`${total + 1} / ${total + 1}`)).toBeVisible()
  await expect(show.getByText(headlineOf(1), { exact: true })).toBeVisible()

  await page.keyboard.press('Escape')
  await expect(show).toHaveCount(0)
})
