import type { APIRequestContext, BrowserContext, Page } from '@playwright/test'
import { BATCH_TEXT } from '~/features/appearances/batch/batch-text'
import { ADD_PHOTOS_TEXT } from '~/features/appearances/form/add-photos'
import { APPEARANCE_MSG } from '~/shared/appearance-messages'
import { APPEARANCE_LABELS } from '~/shared/schemas/appearance'
import { CSRF, liveSeen, openDetails, openSeen, person, photo } from './appearance-support'
import { expect, test } from './fixtures'
import { persistentBrowser, waitForSavedCache, waitForServiceWorker } from './offline-support'
import { acceptCookieNotice, newUser, signUp } from './support'

const PHOTOS = 20
const panel = (page: Page) => page.getByRole('region', { name: BATCH_TEXT.progressTitle })

/** Picks 20 photos, fills the shared fields once (a guest gives a name) and saves them all. */
async function postTwenty(page: Page, guestName?: string) {
  await page.getByRole('button', { name: APPEARANCE_MSG.makeAppearance }).click()
  const form = page.getByRole('dialog')
  if (guestName) await form.getByLabel(ADD_PHOTOS_TEXT.yourName).fill(guestName)
  await openDetails(form)
  await form.getByLabel(APPEARANCE_LABELS.headline, { exact: true }).fill('On the dance floor')
  await form.getByLabel(APPEARANCE_LABELS.caption, { exact: true }).fill('Everyone joined in.')
  await form.getByLabel('At the Seen').check()
  const files = await Promise.all(
    Array.from({ length: PHOTOS }, async (_, i) => ({
      name: `IMG_${1000 + i}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await photo(`#${(0x203040 + i * 0x070503).toString(16)}`, 640, 480),
    })),
  )
  await form.getByLabel(APPEARANCE_LABELS.photo, { exact: true }).setInputFiles(files)
  await expect(form.getByRole('img', { name: /^Photo \d+: / })).toHaveCount(PHOTOS)
  await expect(form.getByText(BATCH_TEXT.preparing)).toHaveCount(0, { timeout: 60_000 })
  await form.getByRole('button', { name: ADD_PHOTOS_TEXT.send(PHOTOS) }).click()
  await expect(form).toHaveCount(0, { timeout: 30_000 })
}

/** Who posted each appearance of the Seen, as the server lists them. */
async function serverPosters(request: APIRequestContext, seen: string) {
  const res = await request.get(`/api/appearance/list/${seen}?limit=50&offset=0`, {
    headers: CSRF,
  })
  const body = (await res.json()) as { appearances: { displayUserName: string }[] }
  return body.appearances.map((a) => a.displayUserName)
}

/**
 * Twenty photos saved offline survive a reload and closing the browser; the panel still says
 * how far they got; once online each arrives exactly once.
 */
async function twentyThroughARestart(
  open: (options?: { offline: boolean }) => Promise<BrowserContext>,
  seen: string,
  guestName?: string,
) {
  let context = await open()
  try {
    let page = await context.newPage()
    await openSeen(page, seen)
    await acceptCookieNotice(page)
    await waitForServiceWorker(page)
    await waitForSavedCache(page, 'Rooftop Party')
    await context.setOffline(true)
    await postTwenty(page, guestName)
    await expect(panel(page).getByRole('status')).toHaveText(BATCH_TEXT.progress(0, PHOTOS))

    await page.reload()
    await expect(panel(page).getByRole('status')).toHaveText(BATCH_TEXT.progress(0, PHOTOS))
    await context.close()

    context = await open({ offline: true })
    page = await context.newPage()
    await openSeen(page, seen)
    // The service worker may start sending before the test's offline switch reaches it (its
    // Background Sync fires as the browser starts): the panel is back, however far it got.
    await expect(panel(page).getByRole('status')).toHaveText(/^\d+ of 20 sent$/)
    await context.setOffline(false)
    await expect(panel(page).getByRole('status')).toHaveText(BATCH_TEXT.progress(PHOTOS, PHOTOS), {
      timeout: 60_000,
    })
  } finally {
    await context.close()
  }
}

test('a guest’s 20 photos saved offline survive a reload and a browser restart and arrive once each', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const host = await person(browser)
  const seen = await liveSeen(host.request, { type: 1 })
  const profile = await persistentBrowser(baseURL ?? '')
  try {
    await twentyThroughARestart(profile.open, seen, 'Night owl')
  } finally {
    await profile.remove()
  }
  expect(await serverPosters(host.request, seen)).toEqual(Array(PHOTOS).fill('Night owl'))
})

test('a signed-in user’s 20 photos saved offline survive a reload and a browser restart and arrive once each', async ({
  baseURL,
}) => {
  test.setTimeout(180_000)
  const profile = await persistentBrowser(baseURL ?? '')
  const user = newUser()
  let seen = ''
  try {
    const context = await profile.open()
    const page = await context.newPage()
    await signUp(page, user)
    seen = await liveSeen(page.request)
    await context.close()
    await twentyThroughARestart(profile.open, seen)
    const check = await profile.open()
    expect(await serverPosters(check.request, seen)).toEqual(Array(PHOTOS).fill(user.displayName))
    await check.close()
  } finally {
    await profile.remove()
  }
})
