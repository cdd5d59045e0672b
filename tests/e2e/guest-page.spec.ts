// The guest page of issue 19: a guest opens a Seen's shared link on a phone, taps "Add your
// photos", picks photos, gives a name once and sends; the next visit does not ask again. Where
// posting needs an account the same place says so. The demo server's welcome page offers the
// demo's guest Seen and its poster.
import type { Browser, Page } from '@playwright/test'
import { BATCH_TEXT } from '~/features/appearances/batch/batch-text'
import { ADD_PHOTOS_TEXT } from '~/features/appearances/form/add-photos'
import { WELCOME_DEMO_TEXT } from '~/routes/-components/welcome-demo'
import { DEMO_GUEST_SEEN_SHORT_NAME } from '~/shared/demo-seen'
import { SHARE_TEXT, seenLink } from '~/shared/share'
import { CSRF, liveSeen, photo } from './appearance-support'
import { expect, test } from './fixtures'
import { acceptCookieNotice, newUser, seriousViolations, signUp } from './support'

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }

/** A host's live Seen of the given type, made through the API by a new account. */
async function hostsSeen(browser: Browser, type: number) {
  const host = await (await browser.newContext()).newPage()
  await signUp(host, newUser())
  return liveSeen(host.request, { type, name: 'Garden Wedding' })
}

/** A guest's phone with nothing remembered yet. */
async function guestPhone(browser: Browser) {
  return (await browser.newContext(PHONE)).newPage()
}

/** Taps "Add your photos" and picks `count` photos in the chooser it opens. */
async function pickPhotos(page: Page, count: number) {
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: ADD_PHOTOS_TEXT.action }).tap()
  const files = await Promise.all(
    Array.from({ length: count }, async (_, i) => ({
      name: `IMG_${i + 1}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await photo(['#e76f51', '#2a9d8f', '#264653'][i % 3] ?? '#000', 1600, 1200),
    })),
  )
  await (await chooser).setFiles(files)
  return page.getByRole('dialog', { name: ADD_PHOTOS_TEXT.formTitle })
}

/** The appearances the server lists for the Seen, as this browser (the guest) reads them. */
async function serverAppearances(page: Page, shortName: string) {
  const res = await page.request.get(`/api/appearance/list/${shortName}?limit=50&offset=0`, {
    headers: CSRF,
  })
  expect(res.status()).toBe(200)
  return ((await res.json()) as { appearances: { displayUserName: string; isOwner: boolean }[] })
    .appearances
}

const sentPanel = (page: Page) => page.getByRole('region', { name: BATCH_TEXT.progressTitle })

test('a guest opens the shared link on a phone, adds photos with a name given once, and sends', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const shortName = await hostsSeen(browser, 1)
  const page = await guestPhone(browser)
  await page.goto(seenLink(baseURL ?? '', shortName))
  await acceptCookieNotice(page)
  await expect(page.getByRole('button', { name: ADD_PHOTOS_TEXT.action })).toBeInViewport()
  await expect(page.getByText(ADD_PHOTOS_TEXT.guestHint)).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  // After choosing the photos: the name (one tap and typing), then Send (a second tap).
  const form = await pickPhotos(page, 3)
  await expect(form.getByRole('img', { name: /^Photo \d: / })).toHaveCount(3)
  await form.getByLabel(ADD_PHOTOS_TEXT.yourName).fill('Nora')
  expect(await seriousViolations(page)).toEqual([])
  await form.getByRole('button', { name: ADD_PHOTOS_TEXT.send(3) }).tap()
  await expect(form).toHaveCount(0)
  await expect(sentPanel(page).getByRole('status')).toHaveText(BATCH_TEXT.progress(3, 3), {
    timeout: 30_000,
  })
  const first = await serverAppearances(page, shortName)
  expect(first.map((a) => [a.displayUserName, a.isOwner])).toEqual([
    ['Nora', true],
    ['Nora', true],
    ['Nora', true],
  ])

  // A second visit on the same phone: the name is remembered, Send is the only tap.
  await page.goto(seenLink(baseURL ?? '', shortName))
  const again = await pickPhotos(page, 1)
  await expect(again.getByText('Nora', { exact: true })).toBeVisible()
  await expect(again.getByLabel(ADD_PHOTOS_TEXT.yourName)).toHaveCount(0)
  await again.getByRole('button', { name: ADD_PHOTOS_TEXT.send(1) }).tap()
  await expect(sentPanel(page).getByRole('status')).toHaveText(BATCH_TEXT.progress(1, 1), {
    timeout: 30_000,
  })
  const after = await serverAppearances(page, shortName)
  expect(after.filter((a) => a.displayUserName === 'Nora' && a.isOwner)).toHaveLength(4)
})

test('where posting needs an account, the same place sends the guest to log in and back', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const shortName = await hostsSeen(browser, 2)
  const page = await guestPhone(browser)
  await page.goto(seenLink(baseURL ?? '', shortName))
  await acceptCookieNotice(page)
  await expect(page.getByRole('button', { name: ADD_PHOTOS_TEXT.action })).toHaveCount(0)
  expect(await seriousViolations(page)).toEqual([])
  await page.getByRole('link', { name: ADD_PHOTOS_TEXT.login }).tap()
  await expect(page).toHaveURL(/\/account\/login\?returnUrl=/)
  expect(new URL(page.url()).searchParams.get('returnUrl')).toBe(`/seen?shortname=${shortName}`)
})

const demoURL = `http://127.0.0.1:${process.env.E2E_DEMO_PORT ?? Number(process.env.E2E_PORT ?? 8181) + 1}`

test('the demo’s welcome page offers its guest Seen: the code, the Seen and its poster', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const page = await (await browser.newContext({ ...PHONE, baseURL: demoURL })).newPage()
  // A guest's start learns it is a guest without a failed request (decision 175).
  const failed: string[] = []
  page.on('response', (res) => {
    if (res.status() >= 400) failed.push(`${res.status()} ${new URL(res.url()).pathname}`)
  })
  page.on('console', (message) => {
    if (message.type() === 'error') failed.push(message.text())
  })
  await page.goto('/')
  await acceptCookieNotice(page)
  const demo = page.getByRole('region', { name: WELCOME_DEMO_TEXT.title })
  await expect(
    demo.getByRole('img', { name: SHARE_TEXT.qrLabel('Summer Garden Party') }),
  ).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  await demo.getByRole('link', { name: WELCOME_DEMO_TEXT.poster }).tap()
  await expect(page).toHaveURL(`/seen_poster?shortname=${DEMO_GUEST_SEEN_SHORT_NAME}`)
  const poster = page.getByRole('article', { name: 'Summer Garden Party' })
  await expect(poster.getByText(SHARE_TEXT.posterLine)).toBeVisible()

  await page.goto('/')
  await page
    .getByRole('region', { name: WELCOME_DEMO_TEXT.title })
    .getByRole('link', { name: WELCOME_DEMO_TEXT.open })
    .tap()
  await expect(page).toHaveURL(`/seen?shortname=${DEMO_GUEST_SEEN_SHORT_NAME}`)
  await expect(page.getByRole('button', { name: ADD_PHOTOS_TEXT.action })).toBeInViewport()
  expect(failed).toEqual([])
})
