/**
 * The device's reduction of a clip (docs/decisions/182-clip-reduction-on-device.md) in this
 * Chromium: the real prepareClip and its worker on clips ffmpeg made, the result played by the
 * browser and accepted by the server's own inspection (src/server/clips/inspect-clip.ts).
 */
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { inspectClip, openClip } from '~/server/clips/inspect-clip'
import { CLIP_MSG } from '~/shared/clip-messages'
import type { ReductionOutcome } from './clip-harness/harness'
import { type ClipHarness, harnessDir, makeTestClip, startClipHarness } from './clip-harness-server'
import { expect, test } from './fixtures'

const dir = harnessDir('e2e')
let harness: ClipHarness
const clips: Record<string, string> = {}

test.beforeAll(async () => {
  await mkdir(dir, { recursive: true })
  harness = await startClipHarness(path.join(dir, 'web'))
  const [landscape, upright, long, hevc] = await Promise.all([
    makeTestClip({ seconds: 3, width: 1920, height: 1080 }, path.join(dir, 'landscape.mp4')),
    // An upright phone: 1080p stored sideways with a rotation, sound as PCM in a MOV.
    makeTestClip(
      { seconds: 2, width: 1920, height: 1080, rotate: true, container: 'mov', audio: 'pcm_s16le' },
      path.join(dir, 'upright.mov'),
    ),
    makeTestClip(
      { seconds: 61, width: 160, height: 90, fps: 5, videoRate: '50k' },
      path.join(dir, 'long.mp4'),
    ),
    makeTestClip(
      { seconds: 2, width: 640, height: 360, video: 'libx265', videoRate: '500k' },
      path.join(dir, 'hevc.mp4'),
    ),
  ])
  clips.landscape = harness.serve(landscape)
  clips.upright = harness.serve(upright)
  clips.long = harness.serve(long)
  clips.hevc = harness.serve(hevc)
  const fake = path.join(dir, 'renamed.txt')
  await writeFile(fake, 'MZ this is no video at all')
  clips.renamed = harness.serve(fake)
})

test.afterAll(async () => {
  await harness?.close()
  await rm(dir, { recursive: true, force: true })
})

async function reduce(
  page: Page,
  clip: string | undefined,
  name: string,
  options: { abortAt?: number; bytes?: boolean } = {},
): Promise<ReductionOutcome> {
  await page.goto(harness.url)
  await page.waitForFunction(() => typeof window.reduceClip === 'function')
  return page.evaluate(([url, file, opts]) => window.reduceClip(url, file, opts), [
    clip ?? '',
    name,
    options,
  ] as const)
}

/** What the server reads of the reduced bytes. */
async function inspected(base64: string | null, name: string) {
  const file = path.join(dir, name)
  await writeFile(file, Buffer.from(base64 ?? '', 'base64'))
  const input = openClip(file)
  try {
    return await inspectClip(input)
  } finally {
    input.dispose()
  }
}

test('a 1080p clip is reduced to 720p H.264 in MP4 with a poster, and plays', async ({ page }) => {
  const outcome = await reduce(page, clips.landscape, 'landscape.mp4', { bytes: true })
  if (!outcome.ok) throw new Error(`${outcome.name}: ${outcome.message}`)
  const clip = outcome.summary
  expect(clip).toMatchObject({ reduced: true, contentType: 'video/mp4', width: 1280, height: 720 })
  expect(clip.durationMs).toBeGreaterThan(2900)
  expect(clip.durationMs).toBeLessThan(3100)
  expect(clip.bytesOut).toBeLessThan(clip.bytesIn / 2)
  expect(clip.poster).toEqual({ type: 'image/jpeg', width: 1280, height: 720 })
  expect(clip.progress).toMatchObject({ last: 1, ordered: true })
  expect(clip.progress.count).toBeGreaterThan(2)
  expect(clip.played.readyState).toBeGreaterThanOrEqual(2)
  expect(clip.played.seconds).toBeCloseTo(3, 0)
  expect(await inspected(clip.base64, 'landscape-reduced.mp4')).toMatchObject({
    container: 'mp4',
    videoCodec: 'avc',
    audioCodec: 'aac',
    width: 1280,
    height: 720,
  })
})

test('an upright clip stays upright, and sound the server refuses becomes Opus', async ({
  page,
}) => {
  const outcome = await reduce(page, clips.upright, 'upright.mov', { bytes: true })
  if (!outcome.ok) throw new Error(`${outcome.name}: ${outcome.message}`)
  const clip = outcome.summary
  expect(clip).toMatchObject({ reduced: true, contentType: 'video/mp4', width: 720, height: 1280 })
  expect(clip.poster).toMatchObject({ width: 720, height: 1280 })
  expect(clip.played).toMatchObject({ width: 720, height: 1280 })
  // Linux Chromium encodes no AAC; where a browser does, its AAC is taken first.
  expect(await inspected(clip.base64, 'upright-reduced.mp4')).toMatchObject({
    videoCodec: 'avc',
    audioCodec: expect.stringMatching(/^(aac|opus)$/),
    width: 720,
    height: 1280,
  })
})

test('a clip over 60 s and a renamed file are refused in words a guest understands', async ({
  page,
}) => {
  expect(await reduce(page, clips.long, 'long.mp4')).toEqual({
    ok: false,
    name: 'ClipRefused',
    message: CLIP_MSG.tooLong,
  })
  expect(await reduce(page, clips.renamed, 'party.mp4')).toEqual({
    ok: false,
    name: 'ClipRefused',
    message: CLIP_MSG.notAVideo,
  })
})

test('aborting stops the reduction', async ({ page }) => {
  const outcome = await reduce(page, clips.landscape, 'landscape.mp4', { abortAt: 0.2 })
  expect(outcome).toMatchObject({ ok: false, name: 'AbortError' })
})

test('a clip this browser cannot decode (HEVC) goes as it is, still with a poster', async ({
  page,
}) => {
  const outcome = await reduce(page, clips.hevc, 'hevc.mp4')
  if (!outcome.ok) throw new Error(`${outcome.name}: ${outcome.message}`)
  const clip = outcome.summary
  expect(clip).toMatchObject({ reduced: false, contentType: 'video/mp4', width: 640, height: 360 })
  expect(clip.bytesOut).toBe(clip.bytesIn)
  expect(clip.durationMs).toBeGreaterThan(1900)
  expect(clip.poster).toEqual({ type: 'image/jpeg', width: 640, height: 360 })
  expect(clip.progress.last).toBe(1)
})

test('without a worker the page reads the clip with its own player and sends it as it is', async ({
  page,
}) => {
  await page.addInitScript(() => Reflect.deleteProperty(window, 'Worker'))
  const outcome = await reduce(page, clips.upright, 'upright.mov')
  if (!outcome.ok) throw new Error(`${outcome.name}: ${outcome.message}`)
  expect(outcome.summary).toMatchObject({ reduced: false, width: 1080, height: 1920 })
  expect(outcome.summary.bytesOut).toBe(outcome.summary.bytesIn)
  expect(outcome.summary.poster).toEqual({ type: 'image/jpeg', width: 720, height: 1280 })
})
