/**
 * The clip reduction in a real browser without the app around it: Vite builds the harness page
 * (tests/e2e/clip-harness/, the real prepareClip and its worker) into a temporary folder, a
 * small static server serves it and the test's clips on 127.0.0.1 (a secure context, which
 * WebCodecs needs). Clips are made by the system's ffmpeg (scripts/find-ffmpeg.mjs), never
 * downloaded. Used by tests/e2e/clip-reduction.spec.ts and bench/video.bench.ts.
 */
import { execFile } from 'node:child_process'
import { readFile, rm } from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import {
  ALL_FORMATS,
  Conversion,
  FilePathSource,
  FilePathTarget,
  Input,
  MovOutputFormat,
  Mp4OutputFormat,
  Output,
} from 'mediabunny'
import { build } from 'vite'
import { ensureFfmpeg } from '../../scripts/find-ffmpeg.mjs'

const run = promisify(execFile)

export interface TestClipSpec {
  seconds: number
  width: number
  height: number
  fps?: number
  /** ffmpeg's video bit rate, e.g. '17M' as a phone films 1080p. */
  videoRate?: string
  container?: 'mp4' | 'mov'
  /** H.264 unless said; HEVC as an iPhone films it, which Linux Chromium decodes not at all. */
  video?: 'libx264' | 'libx265'
  audio?: 'aac' | 'pcm_s16le' | null
  /** A quarter turn written into the container, as a phone held upright writes it. */
  rotate?: boolean
}

/**
 * `from` copied to `to` with a display rotation in its track header, as a phone held upright
 * writes it (Debian's ffmpeg 5.1 writes none: `-display_rotation` came with ffmpeg 6).
 */
async function rotated(from: string, to: string, mov: boolean) {
  const input = new Input({ source: new FilePathSource(from), formats: ALL_FORMATS })
  const output = new Output({
    format: mov ? new MovOutputFormat() : new Mp4OutputFormat(),
    target: new FilePathTarget(to),
  })
  try {
    const conversion = await Conversion.init({ input, output, video: { rotate: 90 } })
    await conversion.execute()
  } finally {
    input.dispose()
  }
}

/** Writes a test clip (ffmpeg's moving test pattern and a tone) to `file`. */
export async function makeTestClip(spec: TestClipSpec, file: string): Promise<string> {
  const { seconds, width, height, fps = 30, videoRate = '8M', audio = 'aac' } = spec
  const args = ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', '-f', 'lavfi']
  args.push('-i', `testsrc2=size=${width}x${height}:rate=${fps}:duration=${seconds}`)
  if (audio) args.push('-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`)
  const { video = 'libx264' } = spec
  args.push('-c:v', video, '-preset', 'ultrafast', '-b:v', videoRate, '-pix_fmt', 'yuv420p')
  if (video === 'libx265') args.push('-tag:v', 'hvc1', '-x265-params', 'log-level=error')
  if (audio) args.push('-c:a', audio, ...(audio === 'aac' ? ['-b:a', '128k'] : []))
  const container = spec.container ?? 'mp4'
  const made = spec.rotate ? `${file}.unrotated.${container}` : file
  args.push('-f', container, made)
  await run(ensureFfmpeg(), args)
  if (spec.rotate) {
    await rotated(made, file, container === 'mov')
    await rm(made)
  }
  return file
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mp4': 'video/mp4',
  '.mov': 'video/quicktime',
  '.txt': 'text/plain',
}

export interface ClipHarness {
  /** The harness page. */
  url: string
  /** Serves `file` at the returned URL. */
  serve(file: string): string
  close(): Promise<void>
}

/** Builds the harness page into `outDir` and serves it; close() stops the server. */
export async function startClipHarness(outDir: string): Promise<ClipHarness> {
  const root = path.resolve('tests/e2e/clip-harness')
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    resolve: { alias: { '~': path.resolve('src') } },
    build: { outDir, emptyOutDir: true },
  })
  const clips = new Map<string, string>()
  const server = http.createServer((req, res) => {
    const name = new URL(req.url ?? '/', 'http://x').pathname
    const file = clips.get(name) ?? path.join(outDir, name === '/' ? 'index.html' : name)
    if (!file.startsWith(outDir) && !clips.has(name)) {
      res.writeHead(404).end()
      return
    }
    readFile(file).then(
      (body) => {
        res.writeHead(200, {
          'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        })
        res.end(body)
      },
      () => res.writeHead(404).end(),
    )
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url: `${base}/`,
    serve(file) {
      const name = `/clips/${clips.size}-${path.basename(file)}`
      clips.set(name, file)
      return `${base}${name}`
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  }
}

/** A temporary folder name for one harness run. */
export const harnessDir = (label: string) =>
  path.join(os.tmpdir(), `seen-clip-${label}-${process.pid}-${Date.now().toString(36)}`)
