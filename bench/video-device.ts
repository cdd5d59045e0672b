/**
 * Issue 45's device figures, for bench/video.bench.ts: a 30 s 1080p clip as a phone films it
 * (H.264 at 17 Mbit/s, AAC), made by ffmpeg, reduced in Chromium by the real prepareClip and
 * its worker (tests/e2e/clip-harness-server.ts builds and serves the page). Seconds to reduce
 * (median of RUNS) and bytes sent against the original. Targets (the issue's): at least 5×
 * fewer bytes, and faster than real time on the bench machine.
 */
import { mkdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { ensureChromium } from '../scripts/find-chromium.mjs'
import type { ReductionSummary } from '../tests/e2e/clip-harness/harness'
import { harnessDir, makeTestClip, startClipHarness } from '../tests/e2e/clip-harness-server'

const RUNS = Number(process.env.VIDEO_DEVICE_RUNS ?? 3)
const CLIP_SECONDS = 30
const TARGET_FEWER_BYTES = 5

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`

/** Prints the device figures; resolves to whether both targets are met. */
export async function benchDeviceReduction(): Promise<boolean> {
  const dir = harnessDir('bench')
  await mkdir(dir, { recursive: true })
  const harness = await startClipHarness(path.join(dir, 'web'))
  const browser = await chromium.launch({
    executablePath: ensureChromium(),
    args: ['--no-sandbox'],
  })
  try {
    const file = await makeTestClip(
      { seconds: CLIP_SECONDS, width: 1920, height: 1080, videoRate: '17M' },
      path.join(dir, '30s-1080p.mp4'),
    )
    const url = harness.serve(file)
    const page = await browser.newPage()
    await page.goto(harness.url)
    await page.waitForFunction(() => typeof window.reduceClip === 'function')
    const runs: ReductionSummary[] = []
    for (let i = 0; i < RUNS; i++) {
      const outcome = await page.evaluate((clip) => window.reduceClip(clip, 'clip.mp4'), url)
      if (!outcome.ok) throw new Error(`${outcome.name}: ${outcome.message}`)
      runs.push(outcome.summary)
    }
    const seconds = median(runs.map((run) => run.seconds))
    const last = runs.at(-1)
    if (!last) throw new Error('no run')
    const fewer = last.bytesIn / last.bytesOut
    const realTime = CLIP_SECONDS / seconds
    console.log(
      `video: device reduction in Chromium of ${CLIP_SECONDS} s 1080p (${mb(last.bytesIn)}): ` +
        `${seconds.toFixed(1)} s (median of ${RUNS}, ${realTime.toFixed(1)}× real time), ` +
        `${mb(last.bytesOut)} sent (${last.width}×${last.height} ${last.contentType}, ` +
        `reduced: ${last.reduced})`,
    )
    const bytesMet = last.reduced && fewer >= TARGET_FEWER_BYTES
    const timeMet = seconds < CLIP_SECONDS
    console.log(
      `video: device bytes ${fewer.toFixed(1)}× fewer than the original; target at least ` +
        `${TARGET_FEWER_BYTES}×: ${bytesMet ? 'met' : 'NOT met'}`,
    )
    console.log(
      `video: device reduction ${seconds.toFixed(1)} s for ${CLIP_SECONDS} s of clip; target ` +
        `faster than real time: ${timeMet ? 'met' : 'NOT met'}`,
    )
    return bytesMet && timeMet
  } finally {
    await browser.close()
    await harness.close()
    await rm(dir, { recursive: true, force: true })
  }
}
