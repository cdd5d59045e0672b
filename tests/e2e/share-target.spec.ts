import { mkdir, readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { BATCH_TEXT } from '~/features/appearances/batch/batch-text'
import { ADD_PHOTOS_TEXT } from '~/features/appearances/form/add-photos'
import { SHARED_PHOTOS_TEXT } from '~/features/appearances/share-target/shared-photos-text'
import { APPEARANCE_LABELS } from '~/shared/schemas/appearance'
import { SHARE_TARGET } from '~/shared/share-target'
import { liveSeen, openDetails, openSeen, photo, serverHeadlines } from './appearance-support'
import { harnessDir, makeTestClip } from './clip-harness-server'
import { expect, test } from './fixtures'
import { waitForSavedCache, waitForServiceWorker } from './offline-support'
import { acceptCookieNotice, newUser, seriousViolations, signUp } from './support'

/** A phone: the share sheet's world. */
test.use({ viewport: { width: 390, height: 844 } })

/** A shared file as the test hands it to the page: its name, type and bytes (base64). */
interface SharedFile {
  name: string
  type: string
  data: string
}

/**
 * What a phone's share sheet does with `files`: a multipart POST navigation to the manifest's
 * share target, answered by the service worker (not the server).
 */
function share(page: Page, files: SharedFile[]) {
  return page.evaluate(
    ({ files, action, field }) => {
      const picked = new DataTransfer()
      for (const { name, type, data } of files) {
        const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0))
        picked.items.add(new File([bytes], name, { type }))
      }
      const form = document.createElement('form')
      form.method = 'post'
      form.enctype = 'multipart/form-data'
      form.action = action
      const input = document.createElement('input')
      input.type = 'file'
      input.name = field
      input.multiple = true
      input.files = picked.files
      form.append(input)
      document.body.append(form)
      form.submit()
    },
    { files, action: SHARE_TARGET.action, field: SHARE_TARGET.filesField },
  )
}

/** Three photos and a text file shared from the gallery. */
async function shareFromGallery(page: Page) {
  const colours = ['#e76f51', '#2a9d8f', '#264653']
  const photos = await Promise.all(
    colours.map(async (c, i) => ({
      name: `gallery-${i + 1}.jpg`,
      type: 'image/jpeg',
      data: (await photo(c)).toString('base64'),
    })),
  )
  const notes = { name: 'notes.txt', type: 'text/plain', data: btoa('a shopping list') }
  await share(page, [...photos, notes])
  await page.waitForURL(`**${SHARE_TARGET.page}?notPhotos=1`)
  await expect(page.getByText(SHARED_PHOTOS_TEXT.waiting(3))).toBeVisible()
  await expect(page.getByText(SHARED_PHOTOS_TEXT.notPhotos(1))).toBeVisible()
  await expect(page.getByRole('img', { name: /^Shared photo \d: gallery-\d\.jpg$/ })).toHaveCount(3)
}

/** Chooses the Seen, fills the batch form once for all three photos and saves. */
async function postTo(page: Page, seenName: string) {
  await page.getByRole('button', { name: SHARED_PHOTOS_TEXT.postTo(seenName) }).click()
  const form = page.getByRole('dialog')
  await expect(form.getByRole('img', { name: /^Photo \d: gallery-\d\.jpg$/ })).toHaveCount(3)
  await openDetails(form)
  await form.getByLabel(APPEARANCE_LABELS.headline, { exact: true }).fill('From the gallery')
  await form.getByLabel(APPEARANCE_LABELS.caption, { exact: true }).fill('Shared, not picked.')
  await form.getByLabel('At the Seen').check()
  await form.getByRole('button', { name: ADD_PHOTOS_TEXT.send(3) }).click()
  await expect(form).toHaveCount(0)
}

const panel = (page: Page) => page.getByRole('region', { name: BATCH_TEXT.progressTitle })

test('the manifest declares the share target for photos and clips', async ({ page }) => {
  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
    share_target?: unknown
  }
  expect(manifest.share_target).toEqual({
    action: SHARE_TARGET.action,
    method: 'POST',
    enctype: 'multipart/form-data',
    params: { files: [{ name: SHARE_TARGET.filesField, accept: ['image/*', 'video/*'] }] },
  })
})

test('three photos shared from the gallery become three appearances of the chosen Seen', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000)
  await signUp(page, newUser())
  await acceptCookieNotice(page)
  const seenName = `Shared ${Date.now()}`
  const seen = await liveSeen(page.request, { name: seenName })
  await openSeen(page, seen)
  await waitForServiceWorker(page)

  await shareFromGallery(page)
  await expect(
    page.getByRole('button', { name: SHARED_PHOTOS_TEXT.postTo(seenName) }),
  ).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.screenshot({ path: testInfo.outputPath('share-page-phone.png'), fullPage: true })

  await postTo(page, seenName)
  await expect(page).toHaveURL(`/seen?shortname=${seen}`)
  await expect(panel(page).getByRole('status')).toHaveText(BATCH_TEXT.progress(3, 3), {
    timeout: 30_000,
  })
  expect(await serverHeadlines(page, seen)).toEqual([
    'From the gallery',
    'From the gallery',
    'From the gallery',
  ])

  // Queued photos leave the device's store: the page has nothing waiting any more.
  await page.goto(SHARE_TARGET.page)
  await expect(page.getByText(SHARED_PHOTOS_TEXT.noPhotos)).toBeVisible()
  await expect(page.getByRole('link', { name: SHARED_PHOTOS_TEXT.home })).toHaveAttribute(
    'href',
    '/',
  )
  expect(await seriousViolations(page)).toEqual([])
})

test('shared offline, the photos wait for a Seen saved on the device and arrive once back online', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(90_000)
  const user = newUser()
  await signUp(page, user)
  await acceptCookieNotice(page)
  const seenName = `Offline share ${Date.now()}`
  const seen = await liveSeen(page.request, { name: seenName })
  await openSeen(page, seen)
  await waitForServiceWorker(page)
  await waitForSavedCache(page, seenName, user.username)

  await context.setOffline(true)
  await shareFromGallery(page)
  await expect(page.getByText(SHARED_PHOTOS_TEXT.offlineList)).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.screenshot({
    path: testInfo.outputPath('share-page-offline-phone.png'),
    fullPage: true,
  })
  await postTo(page, seenName)
  await expect(panel(page).getByRole('status')).toHaveText(BATCH_TEXT.progress(0, 3))
  expect(await serverHeadlines(page, seen)).toEqual([])

  await context.setOffline(false)
  await expect(panel(page).getByRole('status')).toHaveText(BATCH_TEXT.progress(3, 3), {
    timeout: 30_000,
  })
  expect(await serverHeadlines(page, seen)).toHaveLength(3)
})

test('discarded shared photos are gone from the device', async ({ page }) => {
  await page.goto('/')
  await acceptCookieNotice(page)
  await waitForServiceWorker(page)
  await shareFromGallery(page)
  await page.getByRole('button', { name: SHARED_PHOTOS_TEXT.discard }).click()
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: SHARED_PHOTOS_TEXT.discardConfirm })
    .click()
  await expect(page.getByText(SHARED_PHOTOS_TEXT.noPhotos)).toBeVisible()
  await page.reload()
  await expect(page.getByText(SHARED_PHOTOS_TEXT.noPhotos)).toBeVisible()
})

test('a clip shared from the gallery is made smaller and becomes a clip of the chosen Seen', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await signUp(page, newUser())
  await acceptCookieNotice(page)
  const seenName = `Shared clip ${Date.now()}`
  const seen = await liveSeen(page.request, { name: seenName })
  await openSeen(page, seen)
  await waitForServiceWorker(page)
  const dir = harnessDir('share')
  await mkdir(dir, { recursive: true })
  const clip = await readFile(
    await makeTestClip({ seconds: 2, width: 1280, height: 720 }, path.join(dir, 'toast.mp4')),
  )
  await rm(dir, { recursive: true, force: true })

  await share(page, [{ name: 'toast.mp4', type: 'video/mp4', data: clip.toString('base64') }])
  await page.waitForURL(`**${SHARE_TARGET.page}`)
  await expect(page.getByText(SHARED_PHOTOS_TEXT.waiting(1, 1))).toBeVisible()
  await expect(page.getByLabel(SHARED_PHOTOS_TEXT.clipLabel(1, 'toast.mp4'))).toBeVisible()

  await page.getByRole('button', { name: SHARED_PHOTOS_TEXT.postTo(seenName) }).click()
  const form = page.getByRole('dialog')
  await expect(form.getByRole('img', { name: 'Clip 1: toast.mp4' })).toBeVisible({
    timeout: 60_000,
  })
  await form.getByRole('button', { name: ADD_PHOTOS_TEXT.send(1, 1) }).click()
  await expect(form).toHaveCount(0)
  await expect(panel(page).getByRole('status')).toHaveText(BATCH_TEXT.progress(1, 1), {
    timeout: 30_000,
  })
  const res = await page.request.get(`/api/appearance/list/${seen}?limit=50&offset=0`, {
    headers: { 'X-CSRF': '1' },
  })
  const listed = ((await res.json()) as { appearances: { kind?: string }[] }).appearances
  expect(listed.map((a) => a.kind)).toEqual(['clip'])
})
