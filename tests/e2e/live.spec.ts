import type { APIRequestContext, Page } from '@playwright/test'
import { WALL_TEXT } from '~/features/live/components/seen-wall'
import { SHARE_TEXT } from '~/shared/share'
import { CSRF, liveSeen, openSeen, person, photo } from './appearance-support'
import { expect, test } from './fixtures'

async function post(request: APIRequestContext, seenShortName: string, headline: string) {
  const image = (await photo('#2a9d8f', 64, 48)).toString('base64')
  const send = () =>
    request.post('/api/appearance', {
      headers: CSRF,
      data: {
        appearanceRecord: {
          appearanceShortName: '-new-',
          seenShortName,
          displayUserName: 'Wall Fan',
          headline,
          caption: 'Look up!',
          relativeLocation: 1,
          hasPhoto: true,
          imageInfo: { image },
        },
      },
    })
  // A connection the server closed for idling just as it was reused resets; the key-less
  // retry is safe here because only a reset (no answer at all) is retried.
  const res = await send().catch(send)
  expect(res.status(), await res.text()).toBe(200)
  return ((await res.json()) as { appearanceRecord: { appearanceShortName: string } })
    .appearanceRecord.appearanceShortName
}

/** Holds the page's live stream back until the returned function lets it open. */
async function holdLiveStream(page: Page, seenShortName: string) {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.context().route(`**/api/seen/${seenShortName}/live**`, async (route) => {
    await released
    await route.continue()
  })
  return release
}

test('a wall shows a photo posted from another browser within 5 s, and a pending one only once approved', async ({
  browser,
}) => {
  test.setTimeout(90_000)
  const host = await person(browser)
  const seen = await liveSeen(host.request, { approval: true })
  const wall = await person(browser, false)
  await wall.goto(`/seen_wall?shortname=${seen}`)
  const region = wall.getByRole('region', { name: WALL_TEXT.label('Rooftop Party') })
  await expect(region.getByText(WALL_TEXT.empty)).toBeVisible()
  await expect(region.getByRole('img', { name: SHARE_TEXT.qrLabel('Rooftop Party') })).toBeVisible()

  // The host's own photo needs no review: it is on the wall within seconds.
  await post(host.request, seen, 'Host on stage')
  await expect(region.getByRole('img', { name: 'Host on stage' })).toBeVisible({ timeout: 5000 })

  const guest = await person(browser, false)
  const pending = await post(guest.request, seen, 'Guest waiting')
  await wall.waitForTimeout(2000)
  await expect(region.getByRole('img', { name: 'Guest waiting' })).toHaveCount(0)
  const approve = await host.request.post(`/api/appearance/approve/${pending}`, {
    headers: CSRF,
    data: { approve: true },
  })
  expect(approve.status()).toBe(200)
  await expect(region.getByRole('img', { name: 'Guest waiting' })).toBeVisible({ timeout: 5000 })
  await expect(region.locator('[data-newest]').getByText('Wall Fan')).toBeVisible()
})

test('the Seen page shows new photos at the top as they arrive', async ({ browser }) => {
  test.setTimeout(60_000)
  const host = await person(browser)
  const seen = await liveSeen(host.request)
  const reader = await person(browser, false)
  // Posted once the reader's stream is open: an arrival as it happens (the next test covers a
  // photo posted before the stream opened).
  const streamOpen = reader.waitForResponse((r) => r.url().includes(`/api/seen/${seen}/live`))
  await openSeen(reader, seen)
  await expect(reader.getByRole('heading', { level: 1 })).toBeVisible()
  await streamOpen
  await post(host.request, seen, 'Fresh from the party')
  await expect(reader.getByRole('article', { name: 'Fresh from the party' })).toBeVisible({
    timeout: 5000,
  })
})

test('a photo posted after the Seen page read its photos but before its stream opened still arrives', async ({
  browser,
}) => {
  test.setTimeout(60_000)
  const host = await person(browser)
  const seen = await liveSeen(host.request)
  await post(host.request, seen, 'Already there')
  const reader = await person(browser, false)
  const release = await holdLiveStream(reader, seen)
  // The Seen's detail carries its first photos and where its stream resumes.
  const detailRead = reader.waitForResponse(
    (r) => new URL(r.url()).pathname === `/api/seen/${seen}`,
  )
  await openSeen(reader, seen)
  await detailRead
  await expect(reader.getByRole('article', { name: 'Already there' })).toBeVisible()
  await post(host.request, seen, 'Posted in the gap')
  release()
  await expect(reader.getByRole('article', { name: 'Posted in the gap' })).toBeVisible({
    timeout: 5000,
  })
})

test('a photo posted after the wall read its photos but before its stream opened still arrives', async ({
  browser,
}) => {
  test.setTimeout(60_000)
  const host = await person(browser)
  const seen = await liveSeen(host.request)
  await post(host.request, seen, 'Already on the wall')
  const wall = await person(browser, false)
  const release = await holdLiveStream(wall, seen)
  const listRead = wall.waitForResponse((r) => r.url().includes(`/api/appearance/list/${seen}`))
  await wall.goto(`/seen_wall?shortname=${seen}`)
  await listRead
  const region = wall.getByRole('region', { name: WALL_TEXT.label('Rooftop Party') })
  await expect(region.getByRole('img', { name: 'Already on the wall' })).toBeVisible()
  await post(host.request, seen, 'Posted in the gap')
  release()
  await expect(region.getByRole('img', { name: 'Posted in the gap' })).toBeVisible({
    timeout: 5000,
  })
})

test('the share dialog shows a QR code and opens the printable poster', async ({ browser }) => {
  test.setTimeout(60_000)
  const host = await person(browser)
  const seen = await liveSeen(host.request)
  await openSeen(host, seen)
  await host.getByRole('button', { name: SHARE_TEXT.button }).click()
  const dialog = host.getByRole('dialog', { name: SHARE_TEXT.title })
  await expect(dialog.getByLabel(SHARE_TEXT.linkLabel)).toHaveValue(
    new RegExp(`/seen\\?shortname=${seen}$`),
  )
  await expect(dialog.getByRole('img', { name: SHARE_TEXT.qrLabel('Rooftop Party') })).toBeVisible()
  await dialog.getByRole('link', { name: SHARE_TEXT.poster }).click()
  await expect(host).toHaveURL(new RegExp(`/seen_poster\\?shortname=${seen}`))
  const poster = host.getByRole('article', { name: 'Rooftop Party' })
  await expect(poster.getByText(SHARE_TEXT.posterLine)).toBeVisible()
  await host.emulateMedia({ media: 'print' })
  await expect(host.locator('#root')).toBeHidden()
  await expect(poster).toBeVisible()
})
