/**
 * Scaling a batch of photos in Chromium: builds the client, serves it statically and, in a
 * blank page of the same origin, sends 4000x3000 JPEGs to the app's scaling worker
 * (src/lib/images/scale.worker.ts). Measures (a) the time per photo, photo by photo (median
 * of 20; target <= 150 ms), and (b) the longest main-thread task while a 20-photo batch
 * scales (target: none over 200 ms).
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'
import sharp from 'sharp'
import { findChromium } from '../scripts/find-chromium.mjs'

const PHOTOS = 20

const clientDir = mkdtempSync(path.join(os.tmpdir(), 'seen-batch-client-'))
const vite = path.resolve('node_modules/vite/bin/vite.js')
const build = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
  stdio: 'inherit',
  env: { ...process.env, SEEN_CLIENT_DIR: clientDir },
})
if (build.status !== 0) process.exit(build.status ?? 1)
const workerFile = readdirSync(path.join(clientDir, 'assets')).find((f) =>
  /^scale\.worker-.*\.js$/.test(f),
)
if (!workerFile) throw new Error('the build has no scaling worker')

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x')
  if (url.pathname === '/') {
    res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>bench</title>')
    return
  }
  try {
    const body = readFileSync(path.join(clientDir, path.normalize(url.pathname)))
    res.writeHead(200, { 'content-type': 'text/javascript' }).end(body)
  } catch {
    res.writeHead(404).end()
  }
})
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

// A photo with detail (noise), as a phone's is: a flat colour would encode unrealistically fast.
const noise = Buffer.alloc(400 * 300 * 3)
for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) % 251
const jpeg = await sharp(noise, { raw: { width: 400, height: 300, channels: 3 } })
  .resize(4000, 3000, { kernel: 'nearest' })
  .jpeg({ quality: 90 })
  .toBuffer()

const browser = await chromium.launch({
  executablePath: findChromium(),
  args: ['--no-sandbox', '--disable-gpu'],
})
try {
  const page = await browser.newPage()
  // tsx keeps function names through a `__name` helper that the page does not have.
  await page.addInitScript('globalThis.__name = (f) => f')
  await page.goto(base)
  const result = await page.evaluate(
    async ({ workerUrl, base64, photos }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
      const file = (i: number) => new File([bytes], `p${i}.jpg`, { type: 'image/jpeg' })
      const worker = new Worker(workerUrl, { type: 'module' })
      let next = 0
      const scale = (f: File) =>
        new Promise<void>((resolve, reject) => {
          const id = ++next
          const onMessage = (event: MessageEvent<{ id: number; ok: boolean }>) => {
            if (event.data.id !== id) return
            worker.removeEventListener('message', onMessage)
            if (event.data.ok) resolve()
            else reject(new Error('scaling failed'))
          }
          worker.addEventListener('message', onMessage)
          worker.postMessage({ id, file: f, longSide: 800 })
        })
      await scale(file(-1)) // warm-up: the worker's module and the decoder
      const times: number[] = []
      for (let i = 0; i < photos; i++) {
        const start = performance.now()
        await scale(file(i))
        times.push(performance.now() - start)
      }
      // Picked files are blobs already; making them here is not part of the batch.
      const batch = Array.from({ length: photos }, (_, i) => file(100 + i))
      let longest = 0
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) longest = Math.max(longest, entry.duration)
      })
      // The same wait with nothing to scale: what a busy machine alone costs the main thread.
      observer.observe({ type: 'longtask' })
      await new Promise((done) => setTimeout(done, 3000))
      const idleLongest = longest
      longest = 0
      const batchStart = performance.now()
      await Promise.all(batch.map(scale))
      const batchMs = performance.now() - batchStart
      await new Promise((done) => setTimeout(done, 100))
      observer.disconnect()
      worker.terminate()
      return { times, longest, batchMs, idleLongest }
    },
    { workerUrl: `${base}/assets/${workerFile}`, base64: jpeg.toString('base64'), photos: PHOTOS },
  )
  const sorted = [...result.times].sort((a, b) => a - b)
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0
  console.log(
    `batch scaling: 4000x3000 JPEG to 800 px in the worker, median ${median.toFixed(0)} ms per photo (target <= 150 ms; min ${sorted[0]?.toFixed(0)}, max ${sorted.at(-1)?.toFixed(0)})`,
  )
  console.log(
    `batch scaling: ${PHOTOS} photos at once took ${result.batchMs.toFixed(0)} ms; longest main-thread task ${result.longest.toFixed(0)} ms (target: none over 200 ms; 0 = no task over 50 ms; ${result.idleLongest.toFixed(0)} ms in 3 s idle before)`,
  )
} finally {
  await browser.close()
  server.close()
  rmSync(clientDir, { recursive: true, force: true })
}
