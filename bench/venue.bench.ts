/**
 * A phone at a venue whose network says it is online (`npm run bench -- venue`): Chromium at
 * 390x844 with touch talks to the e2e server through the project's lie-fi proxy
 * (tests/e2e/lie-fi-proxy.ts) and prints, each a median of RUNS:
 *
 * - time to the first cached paint of /seen_list and of an opened Seen on a cold start while
 *   nothing answers (`hold`);
 * - time from that navigation to the "Connection is slow" notice;
 * - per photo, time from Save until the form is gone, on a slow link (150 ms each way, 50 KB/s
 *   down, 25 KB/s up), and until the photo is on the server;
 * - time from the link returning (stalled connections dropped) until a queued like, message and
 *   photo are all on the server;
 * - time from a like tapped on a link that starts stalling to the "Connection is slow" notice
 *   (a stalled write, target 4 s like a read);
 * - time from the link returning after connections were refused for REFUSED_MS until a message
 *   queued meanwhile is on the server (target 5 s).
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { type Browser, chromium, type Page } from '@playwright/test'
import { freePort } from '~/server/db/embedded'
import { STORAGE_KEYS } from '~/shared/constants'
import { findChromium } from '../scripts/find-chromium.mjs'
import { liveSeen, photo } from '../tests/e2e/appearance-support'
import { startLieFiProxy } from '../tests/e2e/lie-fi-proxy'
import { waitForSavedCache } from '../tests/e2e/offline-support'
import { newUser, register } from '../tests/e2e/support'
import { direct } from '../tests/e2e/venue-support'

const RUNS = 3
/** How long connections are refused before the link comes back: the probes reach their cap. */
const REFUSED_MS = 20_000
const SEEN_NAME = 'Venue Bench Night'
const SLOW = { mode: 'slow', latencyMs: 150, downBytesPerSecond: 50_000, upBytesPerSecond: 25_000 }

const clientDir = mkdtempSync(path.join(os.tmpdir(), 'seen-venue-client-'))
const vite = path.resolve('node_modules/vite/bin/vite.js')
const build = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
  stdio: 'inherit',
  env: { ...process.env, SEEN_CLIENT_DIR: clientDir },
})
if (build.status !== 0) process.exit(build.status ?? 1)

const port = await freePort()
const base = `http://127.0.0.1:${port}`
const server = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
  stdio: 'ignore',
  env: { ...process.env, PORT: String(port), SEEN_CLIENT_DIR: clientDir, LOG_LEVEL: 'warn' },
})
const proxy = await startLieFiProxy(port)

async function waitForServer() {
  for (let i = 0; i < 240; i++) {
    const up = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    )
    if (up) return
    await new Promise((done) => setTimeout(done, 500))
  }
  throw new Error('server did not start')
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const ms = (values: number[]) =>
  `median ${median(values)?.toFixed(0)} ms (${values.map((v) => v.toFixed(0)).join(', ')})`

async function phone(browser: Browser) {
  const context = await browser.newContext({
    baseURL: proxy.url,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  })
  await context.addInitScript(
    ([key]) => localStorage.setItem(key ?? '', 'true'),
    [STORAGE_KEYS.cookieNotice],
  )
  const page = await context.newPage()
  const user = newUser()
  await register(page, user)
  await page.waitForURL(`${proxy.url}/`)
  return { page, user }
}

async function until(check: () => Promise<boolean>, limitMs = 120_000) {
  const started = performance.now()
  while (!(await check())) {
    if (performance.now() - started > limitMs) throw new Error('gave up waiting')
    await new Promise((done) => setTimeout(done, 50))
  }
}

async function savePhoto(page: Page, headline: string, seed: string) {
  await page.getByRole('button', { name: 'Make Appearance' }).click()
  const form = page.getByRole('dialog')
  await form.getByLabel('Headline').fill(headline)
  await form.getByLabel('Caption').fill('Posted at the venue')
  await form.getByLabel('At the Seen').check()
  await form.getByLabel('Photo').setInputFiles({
    name: 'venue.jpg',
    mimeType: 'image/jpeg',
    buffer: await photo(seed, 1600, 1200),
  })
  await form.getByRole('img', { name: 'Photo preview' }).waitFor()
  const saved = performance.now()
  await form.getByRole('button', { name: 'Save' }).click()
  await form.waitFor({ state: 'detached' })
  return { saved, free: performance.now() - saved }
}

const browser = await chromium.launch({
  executablePath: findChromium(),
  args: ['--no-sandbox', '--disable-gpu'],
})
try {
  await waitForServer()
  const { page, user } = await phone(browser)
  const server = direct(page, base)
  const seen = await liveSeen(page.request, { name: SEEN_NAME })
  await page.goto('/seen_list')
  await page.getByRole('article', { name: SEEN_NAME }).waitFor()
  await page.evaluate(() => navigator.serviceWorker.ready)
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)

  const listPaint: number[] = []
  const seenPaint: number[] = []
  const notice: number[] = []
  for (let run = 0; run < RUNS; run++) {
    // Each run starts from a fresh saved copy of both pages, taken while the link works.
    proxy.recover({ mode: 'pass' }, 'drop')
    await page.goto('/seen_list')
    await page.getByRole('article', { name: SEEN_NAME }).waitFor()
    await waitForSavedCache(page, '"seens","list"', user.username)
    await page.goto(`/seen?shortname=${seen}`)
    await page.getByText(SEEN_NAME, { exact: true }).waitFor()
    await waitForSavedCache(page, `"detail","${seen}"`, user.username)

    proxy.set({ mode: 'hold' })
    let started = performance.now()
    await page.goto(`/seen?shortname=${seen}`, { waitUntil: 'commit' })
    await page.getByText(SEEN_NAME, { exact: true }).waitFor()
    seenPaint.push(performance.now() - started)
    started = performance.now()
    await page.goto('/seen_list', { waitUntil: 'commit' })
    await page.getByRole('article', { name: SEEN_NAME }).waitFor()
    listPaint.push(performance.now() - started)
    await page.getByTestId('offline-banner').filter({ hasText: 'Connection is slow' }).waitFor()
    notice.push(performance.now() - started)
  }
  proxy.recover({ mode: 'pass' }, 'drop')
  await page.getByTestId('offline-banner').waitFor({ state: 'hidden' })
  console.log(`venue: cold start under lie-fi, cached /seen_list painted, ${ms(listPaint)}`)
  console.log(`venue: cold start under lie-fi, cached Seen painted, ${ms(seenPaint)}`)
  console.log(`venue: navigation to "Connection is slow" notice, ${ms(notice)}`)

  proxy.set(SLOW as Parameters<typeof proxy.set>[0])
  await page.goto(`/seen?shortname=${seen}`)
  await page.getByText(SEEN_NAME, { exact: true }).waitFor()
  const free: number[] = []
  const stored: number[] = []
  for (let run = 0; run < RUNS; run++) {
    const headline = `Slow link photo ${run}`
    const { saved, free: formFree } = await savePhoto(page, headline, `#${run}a9d8f`)
    free.push(formFree)
    await until(async () => (await server.headlines(seen)).includes(headline))
    stored.push(performance.now() - saved)
  }
  console.log(`venue: slow link, Save until the form is free, ${ms(free)}`)
  console.log(`venue: slow link, Save until the photo is on the server, ${ms(stored)}`)

  const ben = await (await browser.newContext({ baseURL: base })).newPage()
  const benUser = newUser()
  await register(ben, benUser)
  await ben.waitForURL(`${base}/`)
  const recovery: number[] = []
  for (let run = 0; run < RUNS; run++) {
    proxy.set({ mode: 'pass' })
    await page.goto('/messages')
    await page.getByRole('button', { name: 'New Message' }).waitFor()
    proxy.set({ mode: 'hold' })
    await page.getByRole('button', { name: 'New Message' }).click()
    const dialog = page.getByRole('dialog', { name: 'New Message' })
    await dialog.getByLabel('To').fill(benUser.username)
    await dialog.getByLabel('Subject').fill(`Venue ${run}`)
    await dialog.getByLabel('Message').fill('Sent while the Wi-Fi lied')
    await dialog.getByRole('button', { name: 'Send' }).click()
    await dialog.waitFor({ state: 'detached' })
    await page.goto(`/seen?shortname=${seen}`, { waitUntil: 'commit' })
    const liked = (await server.seen(seen)).isLiked
    await page
      .getByRole('button', { name: /^(Like|Unlike)/ })
      .first()
      .click()
    await savePhoto(page, `Held photo ${run}`, `#${run}6${run}f51`)
    await page.getByTestId('offline-banner').filter({ hasText: 'Connection is slow' }).waitFor()
    const back = performance.now()
    proxy.recover({ mode: 'pass' }, 'drop')
    await until(async () => {
      const [headlines, state, inbox] = await Promise.all([
        server.headlines(seen),
        server.seen(seen),
        direct(ben, base).inboxSubjects(),
      ])
      return (
        headlines.includes(`Held photo ${run}`) &&
        state.isLiked !== liked &&
        inbox.includes(`Venue ${run}`)
      )
    })
    recovery.push(performance.now() - back)
  }
  console.log(
    `venue: link back (stalled connections dropped) until like, message and photo are stored, ${ms(recovery)}`,
  )

  const writeNotice: number[] = []
  for (let run = 0; run < RUNS; run++) {
    proxy.recover({ mode: 'pass' }, 'drop')
    await page.goto(`/seen?shortname=${seen}`)
    await page.getByText(SEEN_NAME, { exact: true }).waitFor()
    await page.getByTestId('offline-banner').waitFor({ state: 'hidden' })
    proxy.set({ mode: 'hold' })
    const tapped = performance.now()
    await page
      .getByRole('button', { name: /^(Like|Unlike)/ })
      .first()
      .click()
    await page.getByTestId('offline-banner').filter({ hasText: 'Connection is slow' }).waitFor()
    writeNotice.push(performance.now() - tapped)
  }
  console.log(`venue: a like that stalls until the "Connection is slow" notice, ${ms(writeNotice)}`)

  const refusedBack: number[] = []
  for (let run = 0; run < RUNS; run++) {
    proxy.recover({ mode: 'pass' }, 'drop')
    await page.goto('/messages')
    await page.getByRole('button', { name: 'New Message' }).waitFor()
    await page.getByTestId('offline-banner').waitFor({ state: 'hidden' })
    // Open connections go too: the radio link was lost, and nothing new is let through.
    proxy.recover({ mode: 'refuse' }, 'drop')
    await page.getByRole('button', { name: 'New Message' }).click()
    const dialog = page.getByRole('dialog', { name: 'New Message' })
    await dialog.getByLabel('To').fill(benUser.username)
    await dialog.getByLabel('Subject').fill(`Refused ${run}`)
    await dialog.getByLabel('Message').fill('Sent while connections were refused')
    await dialog.getByRole('button', { name: 'Send' }).click()
    await dialog.waitFor({ state: 'detached' })
    await page.getByTestId('offline-banner').waitFor()
    await new Promise((done) => setTimeout(done, REFUSED_MS))
    const back = performance.now()
    proxy.set({ mode: 'pass' })
    await until(async () => (await direct(ben, base).inboxSubjects()).includes(`Refused ${run}`))
    refusedBack.push(performance.now() - back)
  }
  console.log(
    `venue: link back after ${REFUSED_MS / 1000} s of refused connections until a queued message is stored, ${ms(refusedBack)}`,
  )
} finally {
  await browser.close()
  await proxy.close()
  server.kill('SIGTERM')
  await new Promise((done) => server.once('exit', done))
  rmSync(clientDir, { recursive: true, force: true })
}
