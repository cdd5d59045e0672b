/**
 * Server image processing: one Seen photo as the client sends it, a 1440 px
 * JPEG scaled from a noisy 4000x3000 camera-like picture, through processUpload N times
 * (BENCH_IMAGES_N, default 30, after 3 warm-ups). Target: median <= 60 ms for the 1440 px photo.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { type ImageKind, processUpload } from '~/server/images'
import { createLocalDiskStorage, createMemoryStorage, type MediaStorage } from '~/server/storage'
import { noisyPhoto } from '../tests/fixtures/images/make-images'

const N = Number(process.env.BENCH_IMAGES_N ?? 30)
const TARGET_MEDIAN_MS = 60

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN

async function measure(label: string, base64: string, kind: ImageKind, storage: MediaStorage) {
  for (let i = 0; i < 3; i++) await processUpload({ base64, kind }, storage)
  const times: number[] = []
  for (let i = 0; i < N; i++) {
    const started = performance.now()
    await processUpload({ base64, kind }, storage)
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  const median = percentile(times, 50)
  console.log(
    `images: ${label.padEnd(44)} median ${median.toFixed(1)} ms  p95 ${percentile(times, 95).toFixed(1)} ms  (n=${N})`,
  )
  return median
}

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`

const camera = await noisyPhoto(4000, 3000, 80)
const photo = await sharp(camera)
  .resize(1440, 1440, { fit: 'inside' })
  .jpeg({ quality: 85 })
  .toBuffer({ resolveWithObject: true })
console.log(
  `images: input ${photo.info.width}x${photo.info.height} JPEG q85, ${kb(photo.data.length)} ` +
    `(client-scaled from a noisy 4000x3000 JPEG of ${kb(camera.length)}); ` +
    `${os.cpus().length} CPUs, sharp concurrency ${sharp.concurrency()}`,
)
const base64 = photo.data.toString('base64')

const seenMedian = await measure(
  'seen 1440 photo -> jpg + 960 webp + 320 webp',
  base64,
  'seen',
  createMemoryStorage(),
)
const dir = await mkdtemp(path.join(os.tmpdir(), 'seen-bench-media-'))
await measure('seen 1440 photo, written to local disk', base64, 'seen', createLocalDiskStorage(dir))
await rm(dir, { recursive: true, force: true })
await measure(
  'appearance (800 px) from the same photo',
  base64,
  'appearance',
  createMemoryStorage(),
)
await measure('avatar (400 px) from the same photo', base64, 'avatar', createMemoryStorage())
if (camera.length <= 3 * 1024 * 1024) {
  await measure(
    'seen, unscaled 4000x3000 upload (API client)',
    camera.toString('base64'),
    'seen',
    createMemoryStorage(),
  )
}

console.log(
  `images: target median <= ${TARGET_MEDIAN_MS} ms for one 1440 px photo: ${seenMedian <= TARGET_MEDIAN_MS ? 'met' : 'NOT met'} (${seenMedian.toFixed(1)} ms)`,
)
