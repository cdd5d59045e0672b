/**
 * Offline in a real browser: builds the client, starts the e2e server
 * (embedded PostgreSQL in a temporary folder), signs a new user in, creates 50 Seens and then
 * measures in Chromium (a) navigation to the Seen list until its first card shows while offline
 * (median of 5), and (b) the time from reconnecting until 100 queued actions (a like and a
 * bookmark on each of the 50 cards) have all reached the server.
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { freePort } from '~/server/db/embedded'
import { findChromium } from '../scripts/find-chromium.mjs'
import { createSeenViaApi } from '../tests/e2e/offline-support'

const SEENS = 50
const RUNS = 5

const clientDir = mkdtempSync(path.join(os.tmpdir(), 'seen-offline-client-'))
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

async function waitForServer() {
  for (let i = 0; i < 240; i++) {
    if (
      await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return
    await new Promise((done) => setTimeout(done, 500))
  }
  throw new Error('server did not start')
}

async function signUp(page: Page) {
  const username = `bench_${Date.now().toString(36)}`
  await page.goto('/account/register')
  await page.getByLabel('Username', { exact: true }).fill(username)
  await page.getByLabel('Display name', { exact: true }).fill(username)
  await page.getByLabel('E-mail', { exact: true }).fill(`${username}@example.com`)
  await page.getByLabel('Password', { exact: true }).fill('correct horse battery staple')
  await page.getByRole('button', { name: 'Create account' }).click()
  await page.waitForURL(`${base}/`)
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

const browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox'] })
try {
  await waitForServer()
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 1280, height: 800 },
  })
  const page = await context.newPage()
  await signUp(page)
  for (let i = 0; i < SEENS; i++) await createSeenViaApi(page, `Bench Seen ${i}`)
  await page.goto('/seen_list')
  await page.evaluate(() => navigator.serviceWorker.ready)
  const cards = page.getByRole('article')
  while ((await cards.count()) < SEENS) {
    await page.mouse.wheel(0, 20_000)
    await page.waitForTimeout(200)
  }

  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  // The persisted copy is written at most once a second.
  await page.waitForTimeout(1_500)
  await context.setOffline(true)
  const times: number[] = []
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now()
    await page.goto('/seen_list')
    await cards.first().waitFor()
    times.push(performance.now() - started)
  }
  console.log(`offline: navigation to the cached Seen list, median ${median(times)?.toFixed(0)} ms`)

  while ((await cards.count()) < SEENS) {
    await page.mouse.wheel(0, 20_000)
    await page.waitForTimeout(200)
  }
  for (let i = 0; i < SEENS; i++) {
    await cards.nth(i).getByRole('button', { name: /^Like/ }).click()
    await cards
      .nth(i)
      .getByRole('button', { name: /^Bookmark/ })
      .click()
  }
  const pending = page.getByTestId('pending-actions')
  await pending.filter({ hasText: `${SEENS * 2} actions` }).waitFor()
  const reconnected = performance.now()
  await context.setOffline(false)
  await pending.waitFor({ state: 'hidden', timeout: 120_000 })
  console.log(
    `offline: ${SEENS * 2} queued actions drained ${(performance.now() - reconnected).toFixed(0)} ms after reconnecting`,
  )
} finally {
  await browser.close()
  server.kill('SIGTERM')
  await new Promise((done) => server.once('exit', done))
  rmSync(clientDir, { recursive: true, force: true })
}
