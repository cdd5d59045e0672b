/**
 * The wall over a long event (`npm run bench -- wall`): Chromium shows /seen_wall for a live
 * Seen while photos are posted through the API, as many as a busy evening brings (POSTS: 1,200
 * is ten a minute for two hours; posted faster here, as the wall's work per photo does not
 * depend on the pace). After each CHECKPOINT photos, once the newest is on the wall and after a forced
 * garbage collection, it prints the page's JavaScript heap, DOM nodes and event listeners.
 * Target: flat — the wall holds WALL_MAX photos, so after the first checkpoint the heap may
 * not grow by more than 2 MiB whatever the number of photos.
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { type APIRequestContext, chromium, type Page } from '@playwright/test'
import { WALL_TEXT } from '~/features/live/components/seen-wall'
import { freePort } from '~/server/db/embedded'
import { STORAGE_KEYS } from '~/shared/constants'
import { findChromium } from '../scripts/find-chromium.mjs'
import { CSRF, liveSeen, photo } from '../tests/e2e/appearance-support'
import { newUser, register } from '../tests/e2e/support'

const POSTS = Number(process.env.BENCH_WALL_POSTS ?? 1200)
const CHECKPOINT = 150
const TARGET_GROWTH_MIB = 2

const clientDir = mkdtempSync(path.join(os.tmpdir(), 'seen-wall-client-'))
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
    const up = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    )
    if (up) return
    await new Promise((done) => setTimeout(done, 500))
  }
  throw new Error('server did not start')
}

async function post(request: APIRequestContext, seenShortName: string, headline: string) {
  const image = (await photo('#264653', 64, 48)).toString('base64')
  const res = await request.post('/api/appearance', {
    headers: CSRF,
    data: {
      appearanceRecord: {
        appearanceShortName: '-new-',
        seenShortName,
        displayUserName: 'Wall Bench',
        headline,
        caption: 'Up on the wall.',
        relativeLocation: 1,
        hasPhoto: true,
        imageInfo: { image },
      },
    },
  })
  if (res.status() !== 200) throw new Error(`post ${headline}: ${res.status()}`)
}

/** Heap (MiB), DOM nodes and listeners of the page after a forced garbage collection. */
async function footprint(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Performance.enable')
  await cdp.send('HeapProfiler.collectGarbage')
  const { metrics } = await cdp.send('Performance.getMetrics')
  await cdp.detach()
  const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0
  return {
    heapMiB: metric('JSHeapUsedSize') / 1024 / 1024,
    nodes: metric('Nodes'),
    listeners: metric('JSEventListeners'),
  }
}

const browser = await chromium.launch({
  executablePath: findChromium() ?? undefined,
  args: ['--no-sandbox', '--disable-gpu'],
})
try {
  await waitForServer()
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 1920, height: 1080 },
  })
  await context.addInitScript(
    ([key]) => localStorage.setItem(key ?? '', 'true'),
    [STORAGE_KEYS.cookieNotice],
  )
  const host = await context.newPage()
  await register(host, newUser())
  await host.waitForURL(`${base}/`)
  const seen = await liveSeen(host.request, { name: 'Wall Bench Night' })
  const wall = await context.newPage()
  await wall.goto(`/seen_wall?shortname=${seen}`)
  const region = wall.getByRole('region', { name: WALL_TEXT.label('Wall Bench Night') })
  await region.getByText(WALL_TEXT.empty).waitFor()
  const start = await footprint(wall)
  const rows = [{ photos: 0, ...start }]
  for (let sent = 1; sent <= POSTS; sent++) {
    await post(host.request, seen, `Photo ${sent}`)
    if (sent % CHECKPOINT !== 0) continue
    await region.getByRole('img', { name: `Photo ${sent}`, exact: true }).waitFor()
    rows.push({ photos: sent, ...(await footprint(wall)) })
  }
  for (const row of rows) {
    console.log(
      `wall: after ${String(row.photos).padStart(4)} photos  heap ${row.heapMiB.toFixed(1)} MiB, ${row.nodes} DOM nodes, ${row.listeners} listeners`,
    )
  }
  const baseline = { photos: 0, ...start }
  const first = rows[1] ?? baseline
  const last = rows.at(-1) ?? baseline
  const growth = last.heapMiB - first.heapMiB
  const verdict = growth <= TARGET_GROWTH_MIB ? 'met' : 'NOT met'
  console.log(
    `wall: heap growth from ${first.photos} to ${last.photos} photos ${growth.toFixed(2)} MiB (target <= ${TARGET_GROWTH_MIB} MiB: ${verdict}); DOM nodes ${first.nodes} -> ${last.nodes}`,
  )
} finally {
  await browser.close()
  server.kill('SIGTERM')
  await new Promise((done) => server.once('exit', done))
  rmSync(clientDir, { recursive: true, force: true })
}
