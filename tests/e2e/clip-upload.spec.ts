/**
 * A guest's clip at the venue (docs/decisions/183-clip-upload-client.md): picked in the posting
 * form, reduced on the device, queued in the outbox, sent over tus through the lie-fi proxy
 * while the link is cut, and stored exactly once as an appearance whose clip plays.
 */
import { mkdir, readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import type { BrowserContext, Page } from '@playwright/test'
import { BATCH_TEXT } from '~/features/appearances/batch/batch-text'
import { ADD_PHOTOS_TEXT } from '~/features/appearances/form/add-photos'
import { CARD_TEXT } from '~/features/appearances/list/appearance-card'
import { APPEARANCE_MSG } from '~/shared/appearance-messages'
import { APPEARANCE_LABELS } from '~/shared/schemas/appearance'
import { CSRF, card, liveSeen, openDetails, openSeen, person, photo } from './appearance-support'
import { harnessDir, makeTestClip } from './clip-harness-server'
import { expect, test } from './fixtures'
import type { LieFiProxy } from './lie-fi-proxy'
import { persistentBrowser, waitForSavedCache, waitForServiceWorker } from './offline-support'
import { acceptCookieNotice } from './support'
import { phoneThrough, proxyFor } from './venue-support'

const SECONDS = 6
const dir = harnessDir('upload')
let clip: Buffer
let proxy: LieFiProxy

test.beforeAll(async () => {
  await mkdir(dir, { recursive: true })
  // 6 s of 1080p as a phone films it: the device makes it 720p before it is queued.
  const file = await makeTestClip(
    { seconds: SECONDS, width: 1920, height: 1080, videoRate: '12M' },
    path.join(dir, 'first-dance.mp4'),
  )
  clip = await readFile(file)
})
test.afterAll(() => rm(dir, { recursive: true, force: true }))
test.beforeEach(async ({ baseURL }) => {
  proxy = await proxyFor(baseURL)
})
test.afterEach(() => proxy.close())

/**
 * Picks the clip (and `alsoPhoto`, a mixed batch) in the posting form as a guest, waits for the
 * clip to be made smaller, sends them.
 */
async function postClip(page: Page, headline: string, alsoPhoto = false) {
  await page.getByRole('button', { name: APPEARANCE_MSG.makeAppearance }).click()
  const form = page.getByRole('dialog', { name: ADD_PHOTOS_TEXT.formTitle })
  await form.getByLabel(ADD_PHOTOS_TEXT.yourName).fill('Aunt Rosa')
  const files = [{ name: 'first-dance.mp4', mimeType: 'video/mp4', buffer: clip }]
  if (alsoPhoto) {
    files.push({ name: 'cake.jpg', mimeType: 'image/jpeg', buffer: await photo('#f4a261') })
  }
  await form.getByLabel(APPEARANCE_LABELS.photo, { exact: true }).setInputFiles(files)
  await expect(form.getByRole('img', { name: 'Clip 1: first-dance.mp4' })).toBeVisible({
    timeout: 60_000,
  })
  await expect(form.getByText(BATCH_TEXT.clipAsFilmed)).toHaveCount(0)
  await openDetails(form)
  await form.getByLabel(APPEARANCE_LABELS.headline, { exact: true }).fill(headline)
  await form.getByLabel(APPEARANCE_LABELS.caption, { exact: true }).fill('Filmed from table 4.')
  await form.getByLabel('At the Seen').check()
  await form.getByRole('button', { name: ADD_PHOTOS_TEXT.send(files.length, 1) }).click()
  await expect(form).toHaveCount(0)
}

interface ListedClip {
  headline: string
  kind?: string
  clipInfo?: { durationSeconds: number; size: number; height: number } | null
}

test('a guest’s clip cut three times on its way is stored once, made smaller, and plays', async ({
  browser,
}) => {
  test.setTimeout(150_000)
  const host = await person(browser)
  const seen = await liveSeen(host.request, { name: 'First dance night' })
  const page = await phoneThrough(browser, proxy)
  await openSeen(page, seen)

  // Every upload connection is cut after 300 KB, three times: each chunk resumes where it stopped.
  proxy.set({ mode: 'cut', afterBytes: 300_000, times: 3 })
  const before = proxy.carriedUp()
  // Where each chunk started: after a cut, the next one starts where the server stopped.
  const offsets: number[] = []
  let created = 0
  page.on('request', (request) => {
    const offset = request.headers()['upload-offset']
    if (request.method() === 'PATCH' && offset !== undefined) offsets.push(Number(offset))
    if (request.method() === 'POST' && request.url().endsWith('/api/clip-upload')) created += 1
  })
  await postClip(page, 'The first dance')
  const posted = card(page, 'The first dance')
  await expect(posted.getByText(CARD_TEXT.waiting)).toBeHidden({ timeout: 90_000 })
  expect(proxy.cuts()).toBe(3)
  const sent = proxy.carriedUp() - before
  // One upload, resumed through the cuts: later chunks start past 0 (where the server stopped;
  // a cut before any byte was kept may start one at 0 again), none created anew.
  expect(created).toBe(1)
  expect(offsets.some((offset) => offset > 0)).toBe(true)
  expect(offsets.length).toBeGreaterThan(2)

  const res = await host.request.get(`/api/appearance/list/${seen}?limit=50&offset=0`, {
    headers: CSRF,
  })
  const listed = ((await res.json()) as { appearances: ListedClip[] }).appearances
  expect(listed.map((a) => [a.headline, a.kind])).toEqual([['The first dance', 'clip']])
  const stored = listed[0]?.clipInfo
  expect(stored?.durationSeconds).toBeCloseTo(SECONDS, 0)
  // Reduced on the device: 720p, and several times fewer bytes than the camera's file.
  expect(stored?.height).toBe(720)
  expect(stored?.size ?? Number.POSITIVE_INFINITY).toBeLessThan(clip.length / 3)
  // What went up is the reduced clip, what the cuts cost, its poster: far below the original.
  expect(sent).toBeLessThan(clip.length / 2)

  await posted.getByRole('button', { name: /^Play clip/ }).click()
  const video = posted.locator('video')
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 20_000 })
    .toBeGreaterThanOrEqual(2)
  const duration = await video.evaluate((v: HTMLVideoElement) => v.duration)
  expect(duration).toBeCloseTo(SECONDS, 0)
})

test('a clip and a photo saved offline survive a reload; a browser closed mid-upload resumes where the server stopped', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const host = await person(browser)
  const seen = await liveSeen(host.request, { name: 'Garden wedding' })
  const serverList = async () => {
    const res = await host.request.get(`/api/appearance/list/${seen}?limit=50&offset=0`, {
      headers: CSRF,
    })
    return ((await res.json()) as { appearances: ListedClip[] }).appearances
  }
  const serverKinds = async () => (await serverList()).map((a) => a.kind ?? 'photo').sort()
  const profile = await persistentBrowser(proxy.url)
  const offsets: number[] = []
  let created = 0
  const watch = (context: BrowserContext) =>
    context.on('request', (request) => {
      const offset = request.headers()['upload-offset']
      if (request.method() === 'PATCH' && offset !== undefined) offsets.push(Number(offset))
      if (request.method() === 'POST' && request.url().endsWith('/api/clip-upload')) created += 1
    })
  try {
    let context = await profile.open()
    watch(context)
    let page = await context.newPage()
    await openSeen(page, seen)
    await acceptCookieNotice(page)
    await waitForServiceWorker(page)
    await waitForSavedCache(page, 'Garden wedding')
    await context.setOffline(true)
    await postClip(page, 'Cake and dance', true)
    await expect(page.getByText(CARD_TEXT.waiting)).toHaveCount(2)
    await page.reload()
    await expect(page.getByText(CARD_TEXT.waiting)).toHaveCount(2)

    // Back online on a slow link: the browser is closed once the first chunk is through.
    proxy.set({
      mode: 'slow',
      latencyMs: 50,
      downBytesPerSecond: 2_000_000,
      upBytesPerSecond: 150_000,
    })
    await context.setOffline(false)
    await expect.poll(() => offsets.some((offset) => offset > 0), { timeout: 60_000 }).toBe(true)
    const reached = Math.max(...offsets)
    await context.close()

    proxy.set({ mode: 'pass' })
    offsets.length = 0
    created = 0
    context = await profile.open()
    watch(context)
    page = await context.newPage()
    await openSeen(page, seen)
    // Both arrive, as the server lists them (the page may not have drawn its stand-ins yet).
    await expect.poll(serverKinds, { timeout: 60_000 }).toEqual(['clip', 'photo'])
    // The same upload goes on after the restart: none is created again, and no chunk starts
    // before where the server had got to (none at all when the bytes in flight completed it).
    expect(created).toBe(0)
    expect(offsets.filter((offset) => offset < reached)).toEqual([])
    await context.close()
  } finally {
    await profile.remove()
  }
  const listed = await serverList()
  expect(listed.map((a) => a.kind ?? 'photo').sort()).toEqual(['clip', 'photo'])
  expect(listed.map((a) => a.headline)).toEqual(['Cake and dance', 'Cake and dance'])
})
