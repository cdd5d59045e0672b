/**
 * Find my photos on a Seen (issue 46, docs/decisions/185-find-me-on-device.md), as a guest uses
 * it: a selfie picked, the Seen's photos scanned in this Chromium, the ones with that face shown;
 * every request of the page during the search recorded, and none carries anything of a face.
 * The host's switch takes the action away.
 */
import { readFile } from 'node:fs/promises'
import type { APIRequestContext, Request } from '@playwright/test'
import { unzipSync } from 'fflate'
import { FIND_ME_TEXT } from '~/features/find-me/find-me-text'
import { CSRF, liveSeen, openSeen, person } from './appearance-support'
import { makeCrowdPhotos, makeFaceSet } from './find-me-faces'
import { expect, test } from './fixtures'
import { toolbarAction } from './toolbar-support'

async function post(
  request: APIRequestContext,
  seenShortName: string,
  name: string,
  image: Buffer,
) {
  const res = await request.post('/api/appearance', {
    headers: CSRF,
    data: {
      appearanceRecord: {
        appearanceShortName: '-new-',
        seenShortName,
        displayUserName: 'Host',
        headline: name,
        caption: 'At the party',
        relativeLocation: 1,
        hasPhoto: true,
        imageInfo: { image: image.toString('base64') },
      },
    },
  })
  expect(res.status(), await res.text()).toBe(200)
}

test('a guest’s selfie finds the photos they are in, on the device, and nothing of the face is sent', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const set = await makeFaceSet()
  // Group photos of three, and crowd shots of eight.
  const faces = { ...set, photos: [...set.photos, ...(await makeCrowdPhotos())] }
  const host = await person(browser)
  const seen = await liveSeen(host.request, { name: 'Face party' })
  for (const photo of faces.photos) await post(host.request, seen, photo.name, photo.bytes)

  const guest = await person(browser, false)
  await openSeen(guest, seen)
  await (await toolbarAction(guest, FIND_ME_TEXT.button)).click()
  const dialog = guest.getByRole('dialog', { name: FIND_ME_TEXT.title })
  await expect(dialog.getByText(FIND_ME_TEXT.privacy)).toBeVisible()

  const sent: Request[] = []
  guest.on('request', (request) => sent.push(request))
  // The page is hidden as the search starts (the phone put in a pocket): the scan waits.
  const setHidden = (hidden: boolean) =>
    guest.evaluate((value) => {
      Object.defineProperty(document, 'hidden', { value, configurable: true })
      Object.defineProperty(document, 'visibilityState', {
        value: value ? 'hidden' : 'visible',
        configurable: true,
      })
      document.dispatchEvent(new Event('visibilitychange'))
    }, hidden)
  await setHidden(true)
  await dialog
    .getByLabel(FIND_ME_TEXT.pickPhoto)
    .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: faces.selfie })
  await expect(dialog.getByText(FIND_ME_TEXT.paused)).toBeVisible({ timeout: 60_000 })
  await expect(dialog.getByText(FIND_ME_TEXT.progress(0, 0, faces.photos.length))).toBeVisible()
  await setHidden(false)
  const withMe = faces.photos.filter((photo) => photo.hasA)
  await expect(dialog.getByText(FIND_ME_TEXT.done(withMe.length, faces.photos.length))).toBeVisible(
    { timeout: 150_000 },
  )
  const found = dialog.getByRole('region', { name: FIND_ME_TEXT.results }).getByRole('img')
  const names = await found.evaluateAll((images) =>
    images.map((image) => image.getAttribute('alt')),
  )
  expect(names.sort()).toEqual(withMe.map((photo) => photo.name).sort())

  // Only reads from our own origin, none with a body: the selfie and the descriptors stayed.
  const origin = new URL(baseURL ?? '').origin
  for (const request of sent) {
    expect(new URL(request.url()).origin, request.url()).toBe(origin)
    expect(['GET', 'HEAD'], `${request.method()} ${request.url()}`).toContain(request.method())
    expect(request.postDataBuffer(), request.url()).toBeNull()
  }

  // Save all: here (no share sheet with files) a ZIP made on the device, one file per photo.
  const download = guest.waitForEvent('download')
  await dialog.getByRole('button', { name: FIND_ME_TEXT.saveAll(withMe.length) }).click()
  const zip = await readFile((await (await download).path()) ?? '')
  expect(Object.keys(unzipSync(new Uint8Array(zip)))).toHaveLength(withMe.length)

  // Offline, a second search reads what this device kept: the same photos, found at once.
  await guest.context().setOffline(true)
  await dialog.getByRole('button', { name: FIND_ME_TEXT.another }).click()
  await dialog.getByRole('button', { name: FIND_ME_TEXT.start, exact: true }).click()
  await expect(
    dialog.getByText(FIND_ME_TEXT.done(withMe.length, faces.photos.length)),
  ).toBeVisible()
  await expect(found).toHaveCount(withMe.length)
  await guest.context().setOffline(false)

  await dialog.getByRole('button', { name: FIND_ME_TEXT.forget }).click()
  await expect(guest.getByText(FIND_ME_TEXT.forgotten)).toBeVisible()
  await expect(dialog.getByRole('button', { name: FIND_ME_TEXT.forget })).toHaveCount(0)
})

test('the host’s switch takes Find my photos away from the Seen’s page', async ({ browser }) => {
  const host = await person(browser)
  const seen = await liveSeen(host.request, { name: 'No faces here' })
  const faces = await makeFaceSet()
  const first = faces.photos[0]
  if (first) await post(host.request, seen, first.name, first.bytes)
  await openSeen(host, seen)
  await expect(await toolbarAction(host, FIND_ME_TEXT.button)).toHaveCount(1)

  const detail = await host.request.get(`/api/seen/${seen}`, { headers: CSRF })
  const record = ((await detail.json()) as { seen: Record<string, unknown> }).seen
  const res = await host.request.post('/api/seen', {
    headers: CSRF,
    data: {
      createSeenRecord: {
        shortName: seen,
        seenName: record.seenName,
        headline: record.headline,
        caption: 'Bring your friends.',
        seenAccessibilityType: record.seenAccessibilityType,
        locationType: record.locationType,
        startDateTime: record.startDateTime,
        durationHours: record.durationHours,
        preSeenDays: record.preSeenDays,
        postSeenDays: record.postSeenDays,
        timeZoneId: record.timeZoneId,
        geoNameId: record.geoNameId,
        hasPhoto: true,
        findMeEnabled: false,
      },
    },
  })
  expect(res.status(), await res.text()).toBe(200)
  await host.reload()
  await expect(await toolbarAction(host, FIND_ME_TEXT.button)).toHaveCount(0)
})
