/**
 * Scaling a batch of photos in Chromium: builds the client, serves it statically and, in a
 * blank page of the same origin, sends 4000x3000 JPEGs to the app's scaling worker
 * (src/lib/images/scale.worker.ts). Measures (a) the time per photo, photo by photo (median
 * of 20; target <= 150 ms), and (b) the longest main-thread task while a 20-photo batch
 * scales (target: none over 200 ms). The photos are files on disk picked through a file
 * input, as a person picks them: a File made in the page from bytes would first be copied
 * into the browser's blob store (reading it took 85 ms instead of 33), which a picked photo
 * never is.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
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

// Distinct files: one warm-up, PHOTOS one by one, PHOTOS at once.
const photoDir = mkdtempSync(path.join(os.tmpdir(), 'seen-batch-photos-'))
const photoFiles = Array.from({ length: 1 + 2 * PHOTOS }, (_, i) => {
  const file = path.join(photoDir, `IMG_${1000 + i}.jpg`)
  writeFileSync(file, jpeg)
  return file
})

const browser = await chromium.launch({
  executablePath: findChromium(),
  args: ['--no-sandbox', '--disable-gpu'],
})
try {
  const page = await browser.newPage()
  // tsx keeps function names through a `__name` helper that the page does not have.
  await page.addInitScript('globalThis.__name = (f) => f')
  await page.goto(base)
  await page.evaluate(() => {
    const input = document.createElement('input')
    input.type = 'file'
    input.multiple = true
    input.accept = 'image/*'
    document.body.append(input)
  })
  await page.setInputFiles('input[type=file]', photoFiles)
  const result = await page.evaluate(
    async ({ workerUrl, photos }) => {
      const input = document.querySelector<HTMLInputElement>('input[type=file]')
      const picked = [...(input?.files ?? [])]
      const file = (i: number) => {
        const found = picked[i]
        if (!found) throw new Error(`photo ${i} was not picked`)
        return found
      }
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
      await scale(file(0)) // warm-up: the worker's module and the decoder
      const times: number[] = []
      for (let i = 1; i <= photos; i++) {
        const start = performance.now()
        await scale(file(i))
        times.push(performance.now() - start)
      }
      const batch = Array.from({ length: photos }, (_, i) => file(1 + photos + i))
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
    { workerUrl: `${base}/assets/${workerFile}`, photos: PHOTOS },
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
  rmSync(photoDir, { recursive: true, force: true })
}
