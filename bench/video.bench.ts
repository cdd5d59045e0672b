/**
 * Issue 45's figures. The device's (bench/video-device.ts): seconds to reduce a 30 s 1080p clip
 * in Chromium and the bytes sent against the original. The server's: the CPU one accepted clip
 * costs when nothing is transcoded (the container and codecs read from the bytes, then the
 * tracks remuxed without metadata: src/server/clips/prepare-clip.ts). Clips are made here by the system's ffmpeg
 * (scripts/find-ffmpeg.mjs), never downloaded: 30 s of 1080p H.264/AAC as a phone films it, and
 * 60 s of 720p as the device's reduction sends it. Each is prepared RUNS times; the figure is the
 * median. Target (the issue's words): a fraction of a second per clip, under 1 s of CPU. The
 * upload's (bench/video-upload.ts): a 60 MB original sent by the outbox's tus client at 50 KB/s
 * through three cuts, and the bytes resent against a client that restarts from zero.
 *
 * VIDEO_PARTS (comma-separated, all three unless said) runs only some: `server`, `device`,
 * `upload`.
 */
import { execFile } from 'node:child_process'
import { mkdtemp, rm, stat } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { prepareClip } from '~/server/clips/prepare-clip'
import { ensureFfmpeg } from '../scripts/find-ffmpeg.mjs'
import { benchDeviceReduction } from './video-device'
import { benchUploadThroughCuts } from './video-upload'

const RUNS = Number(process.env.VIDEO_RUNS ?? 5)
const TARGET_CPU_SECONDS = 1
const run = promisify(execFile)
const PARTS = new Set((process.env.VIDEO_PARTS ?? 'server,device,upload').split(','))

interface Source {
  label: string
  seconds: number
  width: number
  height: number
  /** Video bit rate, as a phone (about 17 Mbit/s at 1080p) or the reduction (2.5) writes it. */
  videoRate: string
}

const SOURCES: Source[] = [
  // What a browser that cannot reduce sends as it is (up to 200 MB).
  { label: '30 s 1080p, as filmed', seconds: 30, width: 1920, height: 1080, videoRate: '17M' },
  { label: '60 s 720p, as reduced', seconds: 60, width: 1280, height: 720, videoRate: '2500k' },
]

async function makeClip(ffmpeg: string, source: Source, file: string) {
  const size = `${source.width}x${source.height}`
  await run(ffmpeg, [
    ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi'],
    ...['-i', `testsrc2=size=${size}:rate=30:duration=${source.seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${source.seconds}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-b:v', source.videoRate, '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', '-b:a', '128k', '-movflags', '+faststart', '-y', file],
  ])
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`

async function benchServerCpu() {
  const ffmpeg = ensureFfmpeg()
  const dir = await mkdtemp(path.join(os.tmpdir(), 'seen-video-bench-'))
  let worst = 0
  try {
    for (const source of SOURCES) {
      const file = path.join(dir, `${source.seconds}s-${source.height}p.mp4`)
      await makeClip(ffmpeg, source, file)
      const { size } = await stat(file)
      const cpu: number[] = []
      const wall: number[] = []
      let kept = 0
      for (let i = 0; i < RUNS; i++) {
        const startedCpu = process.cpuUsage()
        const started = performance.now()
        const prepared = await prepareClip(file, { workRoot: dir, ffmpegPath: undefined })
        const used = process.cpuUsage(startedCpu)
        wall.push((performance.now() - started) / 1000)
        cpu.push((used.user + used.system) / 1e6)
        kept = prepared.size
        await prepared.dispose()
      }
      worst = Math.max(worst, median(cpu))
      console.log(
        `video: ${source.label.padEnd(22)} ${mb(size)} in, ${mb(kept)} kept: ` +
          `CPU ${median(cpu).toFixed(2)} s, wall ${median(wall).toFixed(2)} s ` +
          `(median of ${RUNS}; parse and remux, no transcoding)`,
      )
    }
    console.log(
      `video: server CPU per accepted clip worst ${worst.toFixed(2)} s; target under ` +
        `${TARGET_CPU_SECONDS} s: ${worst < TARGET_CPU_SECONDS ? 'met' : 'NOT met'}`,
    )
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

if (PARTS.has('server')) await benchServerCpu()
if (PARTS.has('device')) await benchDeviceReduction()
if (PARTS.has('upload')) await benchUploadThroughCuts()
