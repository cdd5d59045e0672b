/**
 * Issue 45's upload figure, for bench/video.bench.ts: an original clip (60 MB, what a browser
 * that cannot reduce sends as it is) uploaded by the outbox's real tus client (uploadClip) in
 * Chromium, to the real server, through the venue proxy (tests/e2e/lie-fi-proxy.ts) on a slow
 * link cut three times, at a quarter, half and three quarters of the file's bytes. After the
 * second cut the link stays down for OUTAGE_MS, longer than uploadClip's tries in place: it
 * rejects (not reached) and is called again with the same key once the link is back, as the
 * outbox does, so the figure includes the outbox's resume from the kept upload URL.
 *
 * Bytes resent: what the proxy carried up for the upload less the file's size, every request's
 * headers counted in (the POST, each HEAD after a cut, each chunk's PATCH). A client that starts
 * again from zero at each cut would send the file plus, per cut, the bytes it had sent of it: the
 * cut's position, read here as the offset the next chunk started at. Target (the issue's): at
 * most 5 % resent. VIDEO_UPLOAD_MB and VIDEO_UPLOAD_KBPS scale it (60 MB at 50 KB/s is 20 min).
 *
 * The page and the proxy are on one machine: the sockets between them take a whole chunk at once,
 * so the browser's upload progress (bytes handed to the socket) stops long before the link has
 * carried them, as on a phone whose socket buffers hold more than the stall rule's window.
 * VIDEO_UPLOAD_PACING=browser has Chromium itself also send at the link's rate (DevTools network
 * throttling), as a phone whose buffers hold little: what the resume costs without that.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rename, rm, stat } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { build } from 'vite'
import { freePort } from '~/server/db/embedded'
import { ensureChromium } from '../scripts/find-chromium.mjs'
import { liveSeen } from '../tests/e2e/appearance-support'
import { makeTestClip } from '../tests/e2e/clip-harness-server'
import { type LieFiProxy, startLieFiProxy } from '../tests/e2e/lie-fi-proxy'
import { newUser, signUp } from '../tests/e2e/support'

const FILE_MB = Number(process.env.VIDEO_UPLOAD_MB ?? 60)
const UP_KBPS = Number(process.env.VIDEO_UPLOAD_KBPS ?? 50)
/**
 * A phone with one bar: one link for all its connections, answers twice as fast as the upload,
 * 150 ms each way.
 */
const SLOW = {
  mode: 'slow' as const,
  latencyMs: 150,
  upBytesPerSecond: UP_KBPS * 1000,
  downBytesPerSecond: 2 * UP_KBPS * 1000,
  shared: true,
}
const PACED_BY_BROWSER = process.env.VIDEO_UPLOAD_PACING === 'browser'
const CUT_AT = [0.25, 0.5, 0.75]
/** Which cut leaves the link down for OUTAGE_MS (the others are back at once). */
const OUTAGE_CUT = 1
const OUTAGE_MS = 10_000
const CLIP_SECONDS = 60
const TARGET_RESENT = 0.05

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`
const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))

/**
 * The page with uploadClip (tests/e2e/clip-harness/upload.ts), built into `outDir` as its
 * `index.html`: the server's client folder then has its shell (a folder without one, start.mjs
 * would build the app into), and the page is served at `/` as the app is.
 */
async function buildUploadPage(outDir: string) {
  const root = path.resolve('tests/e2e/clip-harness')
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    resolve: { alias: { '~': path.resolve('src') } },
    build: {
      outDir,
      emptyOutDir: true,
      rollupOptions: { input: path.join(root, 'upload.html') },
    },
  })
  await rename(path.join(outDir, 'upload.html'), path.join(outDir, 'index.html'))
}

/** The e2e server (embedded PostgreSQL, temporary DATA_DIR) serving `clientDir` as its client. */
async function startServer(clientDir: string) {
  const port = await freePort()
  const server = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), SEEN_CLIENT_DIR: clientDir, LOG_LEVEL: 'warn' },
  })
  for (let i = 0; i < 240; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    )
    if (up) return { port, server }
    await sleep(500)
  }
  server.kill('SIGTERM')
  throw new Error('server did not start')
}

async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null) return
  const exited = new Promise((done) => server.once('exit', done))
  server.kill('SIGTERM')
  await exited
}

/** A 60 s 1080p clip as filmed, its bit rate chosen so that the file is about `megabytes`. */
function makeOriginal(file: string, megabytes: number) {
  const videoKbps = Math.max(100, Math.round((megabytes * 8000) / CLIP_SECONDS - 128))
  return makeTestClip(
    { seconds: CLIP_SECONDS, width: 1920, height: 1080, videoRate: `${videoKbps}k` },
    file,
  )
}

interface Sent {
  /** Where each chunk started, with the cuts made before it was sent. */
  patches: { offset: number; cutsBefore: number }[]
  requests: number
  /** Chunks the client gave up on itself: the stall rule (the page cancels nothing else). */
  stalled: number
}

/** Counts the page's tus requests and where each chunk starts. */
function watchRequests(page: Page, proxy: LieFiProxy): Sent {
  const sent: Sent = { patches: [], requests: 0, stalled: 0 }
  page.on('request', (request) => {
    if (!request.url().includes('/api/clip-upload')) return
    sent.requests += 1
    const offset = request.headers()['upload-offset']
    if (request.method() === 'PATCH' && offset !== undefined) {
      sent.patches.push({ offset: Number(offset), cutsBefore: proxy.cuts() })
    }
  })
  page.on('requestfailed', (request) => {
    const aborted = request.failure()?.errorText.includes('ERR_ABORTED')
    if (request.method() === 'PATCH' && aborted) sent.stalled += 1
  })
  return sent
}

/**
 * Uploads the picked clip as the outbox would: uploadClip, and when it rejects as not reached,
 * again with the same key once the link is back. Resolves to the number of calls.
 */
async function uploadLikeTheOutbox(page: Page, seen: string, linkBack: () => boolean) {
  for (let call = 1; call <= 5; call++) {
    const outcome = await page.evaluate(
      ([key, shortName]) => window.uploadPickedClip(key, shortName),
      ['bench-clip-entry', seen] as const,
    )
    if (outcome.ok) return call
    if (outcome.status !== 0) throw new Error(`${outcome.name}: ${outcome.message}`)
    // The outbox tries again once the connection answers; a link that never left, a moment on.
    await sleep(1_000)
    while (!linkBack()) await sleep(100)
  }
  throw new Error('the clip did not go up in 5 calls')
}

/** Prints the upload figures; resolves to whether the target is met. */
export async function benchUploadThroughCuts(): Promise<boolean> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'seen-video-upload-'))
  const clientDir = path.join(dir, 'web')
  const file = await makeOriginal(path.join(dir, 'original.mp4'), FILE_MB)
  const { size } = await stat(file)
  await buildUploadPage(clientDir)
  const { port, server } = await startServer(clientDir)
  const proxy = await startLieFiProxy(port)
  const browser = await chromium.launch({
    executablePath: ensureChromium(),
    args: ['--no-sandbox'],
  })
  try {
    const context = await browser.newContext({ baseURL: proxy.url })
    const page = await context.newPage()
    page.on('pageerror', (error) => console.error(`video: upload page: ${error.message}`))
    await signUp(page, newUser())
    await page.waitForFunction(() => typeof window.uploadPickedClip === 'function')
    const seen = await liveSeen(page.request, { name: 'Upload bench night' })
    await page.locator('input').setInputFiles(file)

    const sent = watchRequests(page, proxy)
    if (PACED_BY_BROWSER) {
      const cdp = await context.newCDPSession(page)
      await cdp.send('Network.enable')
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: SLOW.upBytesPerSecond,
      })
    }
    proxy.set(SLOW)
    const before = proxy.carriedUp()
    let down = false
    proxy.cutAt(
      CUT_AT.map((fraction) => before + Math.round(fraction * size)),
      (index) => {
        if (index !== OUTAGE_CUT) return
        down = true
        proxy.recover({ mode: 'refuse' }, 'drop')
        setTimeout(() => {
          proxy.set(SLOW)
          down = false
        }, OUTAGE_MS)
      },
    )
    const started = performance.now()
    const calls = await uploadLikeTheOutbox(page, seen, () => !down)
    const seconds = (performance.now() - started) / 1000
    const carried = proxy.carriedUp() - before
    const cuts = proxy.cuts()
    // A cut's position: where the first chunk sent after it started (the server's offset).
    const positions = CUT_AT.map(
      (_, i) => sent.patches.find((patch) => patch.cutsBefore > i)?.offset ?? Number.NaN,
    )
    const fromZero = size + positions.reduce((sum, p) => sum + p, 0)
    const resent = carried - size
    const met = cuts === CUT_AT.length && resent <= TARGET_RESENT * size
    const ideal = size / SLOW.upBytesPerSecond
    console.log(
      `video: upload of a ${mb(size)} original at ${UP_KBPS} KB/s up (${2 * UP_KBPS} KB/s down, ` +
        `${SLOW.latencyMs} ms each way${PACED_BY_BROWSER ? ', paced by the browser too' : ''}), ` +
        `${cuts} cuts at ${positions.map(mb).join(', ')} ` +
        `(after cut ${OUTAGE_CUT + 1} no link for ${OUTAGE_MS / 1000} s): ${seconds.toFixed(0)} s ` +
        `(the bytes alone ${ideal.toFixed(0)} s), ${calls} uploadClip calls, ` +
        `${sent.requests} tus requests, ${sent.patches.length} chunks sent of which ` +
        `${sent.stalled} given up by the stall rule`,
    )
    console.log(
      `video: upload carried ${mb(carried)} up for ${mb(size)} of file: ${mb(resent)} resent, ` +
        `headers counted in (${percent(resent, size)}); a client restarting from zero at the ` +
        `same cuts would send ${mb(fromZero)} (${percent(fromZero - size, size)} resent)`,
    )
    console.log(
      `video: upload through cuts target ${met ? 'met' : 'NOT met'} ` +
        `(${percent(resent, size)} resent; target at most ${percent(TARGET_RESENT, 1)})`,
    )
    return met
  } finally {
    await browser.close()
    await proxy.close()
    await stopServer(server)
    await rm(dir, { recursive: true, force: true })
  }
}
