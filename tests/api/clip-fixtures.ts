/**
 * Clips for the clip API tests, made here with the system's ffmpeg (scripts/find-ffmpeg.mjs; the
 * test runner installs Debian's as it does Chromium), never downloaded; and the tus calls a
 * client makes (tus 1.0: POST creates, HEAD tells the offset, PATCH appends).
 */
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { eq } from 'drizzle-orm'
import { clipUploads } from '~/server/db/schema'
import { FFMPEG_INSTALL_HINT, findFfmpeg } from '../../scripts/find-ffmpeg.mjs'
import { api, CookieJar, type TestApp } from './helpers'

const run = promisify(execFile)

export function ffmpegForTests(): string {
  const found = findFfmpeg()
  if (!found) throw new Error(FFMPEG_INSTALL_HINT)
  return found
}

/** Paris, as a phone writes it into a clip (ISO 6709): what must not survive the upload. */
export const GPS_LOCATION = '+48.8584+002.2945/'

export interface ClipSpec {
  seconds?: number
  /** Output container (ffmpeg's muxer name). */
  format?: 'mp4' | 'mov' | 'webm'
  /** ffmpeg video encoder; null for no video stream. */
  video?: 'libx264' | 'libx265' | 'libvpx' | 'libvpx-vp9' | 'mpeg4' | null
  /** ffmpeg audio encoder; null for no audio stream. */
  audio?: 'aac' | 'libopus' | 'libmp3lame' | null
  /** Write GPS (`location`, `©xyz` in MP4/MOV) and a device name into the container. */
  gps?: boolean
  fps?: number
}

const made = new Map<string, Promise<Buffer>>()

/** The top-level boxes of an ISO BMFF file. */
function topBoxes(file: Buffer) {
  const found: { type: string; start: number; size: number }[] = []
  for (let at = 0; at + 8 <= file.length; ) {
    const size = file.readUInt32BE(at)
    if (size < 8) break
    found.push({ type: file.toString('latin1', at + 4, at + 8), start: at, size })
    at += size
  }
  return found
}

/**
 * `mp4` with a `moov/udta/©xyz` location as an iPhone writes it (a 16-bit length, a language
 * code, the ISO 6709 text). ffmpeg puts `moov` last, so appending to it moves no media offset.
 */
function withXyz(mp4: Buffer, location: string): Buffer {
  const moov = topBoxes(mp4).at(-1)
  if (moov?.type !== 'moov') throw new Error('the test clip must end with its moov box')
  const text = Buffer.from(location, 'latin1')
  const xyz = Buffer.alloc(12 + text.length)
  xyz.writeUInt32BE(xyz.length, 0)
  xyz.write('\u00a9xyz', 4, 'latin1')
  xyz.writeUInt16BE(text.length, 8)
  xyz.writeUInt16BE(0x15c7, 10)
  text.copy(xyz, 12)
  const udta = Buffer.alloc(8)
  udta.writeUInt32BE(8 + xyz.length, 0)
  udta.write('udta', 4, 'latin1')
  const out = Buffer.concat([mp4, udta, xyz])
  out.writeUInt32BE(moov.size + udta.length + xyz.length, moov.start)
  return out
}

async function make(spec: Required<ClipSpec>): Promise<Buffer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'seen-test-clip-'))
  const out = path.join(dir, `clip.${spec.format}`)
  const duration = String(spec.seconds)
  const args = ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y']
  if (spec.video) {
    args.push('-f', 'lavfi', '-i', `testsrc=size=64x48:rate=${spec.fps}:duration=${duration}`)
  }
  if (spec.audio) args.push('-f', 'lavfi', '-i', `sine=frequency=440:duration=${duration}`)
  if (spec.video) {
    args.push('-c:v', spec.video, '-pix_fmt', 'yuv420p')
    if (spec.video === 'libx264' || spec.video === 'libx265') args.push('-preset', 'ultrafast')
    if (spec.video === 'libx265') args.push('-tag:v', 'hvc1', '-x265-params', 'log-level=error')
    if (spec.video.startsWith('libvpx')) args.push('-deadline', 'realtime', '-cpu-used', '8')
  } else {
    args.push('-vn')
  }
  if (spec.audio) args.push('-c:a', spec.audio, '-b:a', '48k')
  if (spec.gps) {
    args.push('-metadata', `location=${GPS_LOCATION}`, '-metadata', 'make=Apple')
    args.push('-metadata', 'model=iPhone 15 Pro', '-metadata', 'title=At the venue')
  }
  args.push('-f', spec.format, out)
  try {
    await run(ffmpegForTests(), args)
    const clip = await readFile(out)
    // ffmpeg writes MP4's location as a binary `loci`; a phone writes `©xyz` too: add it.
    return spec.gps && spec.format === 'mp4' ? withXyz(clip, GPS_LOCATION) : clip
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/** A small test clip (64×48, 10 fps, a tone): H.264 + AAC in MP4 for 2 s unless said. */
export function testClip(spec: ClipSpec = {}): Promise<Buffer> {
  const full: Required<ClipSpec> = {
    seconds: 2,
    format: 'mp4',
    video: 'libx264',
    audio: 'aac',
    gps: false,
    fps: 10,
    ...spec,
  }
  const key = JSON.stringify(full)
  let clip = made.get(key)
  if (!clip) {
    clip = make(full)
    made.set(key, clip)
  }
  return clip
}

export const TUS = { 'Tus-Resumable': '1.0.0' }

/** A tus request as tus-js-client sends it: the CSRF header, the jar's cookies. */
export async function tus(
  t: TestApp,
  jar: CookieJar | undefined,
  method: 'POST' | 'HEAD' | 'PATCH' | 'DELETE' | 'GET',
  url: string,
  headers: Record<string, string> = {},
  body?: BodyInit,
): Promise<Response> {
  const all = new Headers({ 'X-CSRF': '1', ...TUS, ...headers })
  const cookie = jar?.header()
  if (cookie) all.set('Cookie', cookie)
  const res = await t.app.request(url, { method, headers: all, body })
  jar?.capture(res)
  return res
}

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64')

/** POST /api/clip-upload: a new upload of `size` bytes for a Seen. */
export const createUpload = (
  t: TestApp,
  jar: CookieJar | undefined,
  seenShortName: string,
  size: number,
  headers: Record<string, string> = {},
) =>
  tus(t, jar, 'POST', '/api/clip-upload', {
    'Upload-Length': String(size),
    'Upload-Metadata': `seenShortName ${base64(seenShortName)},filetype ${base64('video/mp4')}`,
    ...headers,
  })

export const patchAt = (
  t: TestApp,
  jar: CookieJar | undefined,
  url: string,
  offset: number,
  bytes: Uint8Array,
) =>
  tus(
    t,
    jar,
    'PATCH',
    url,
    {
      'Content-Type': 'application/offset+octet-stream',
      'Upload-Offset': String(offset),
      // As a browser sends it (Hono's body limit would otherwise read the whole body first).
      'Content-Length': String(bytes.length),
    },
    new Uint8Array(bytes),
  )

/** The offset the server has for `url` (HEAD), or the status when it answers no offset. */
export async function offsetOf(t: TestApp, jar: CookieJar | undefined, url: string) {
  const res = await tus(t, jar, 'HEAD', url)
  const offset = res.headers.get('upload-offset')
  return { status: res.status, offset: offset === null ? null : Number(offset) }
}

/** Creates an upload and sends `bytes` in chunks; returns its URL and id. */
export async function uploadClip(
  t: TestApp,
  jar: CookieJar | undefined,
  seenShortName: string,
  bytes: Buffer,
  chunk = 64 * 1024,
): Promise<{ url: string; id: string }> {
  const created = await createUpload(t, jar, seenShortName, bytes.length)
  if (created.status !== 201) {
    throw new Error(`upload not created: ${created.status} ${await created.text()}`)
  }
  const url = created.headers.get('location') ?? ''
  for (let offset = 0; offset < bytes.length; offset += chunk) {
    const res = await patchAt(t, jar, url, offset, bytes.subarray(offset, offset + chunk))
    if (res.status !== 204) throw new Error(`chunk refused: ${res.status} ${await res.text()}`)
  }
  return { url, id: url.slice(url.lastIndexOf('/') + 1) }
}

/** The upload's id: the last part of its URL. */
export const uploadIdOf = (url: string) => url.slice(url.lastIndexOf('/') + 1)

/** The first `userMessage` of a refusal. */
export const refusalMessage = async (res: Response) =>
  ((await res.json()) as { errors: { userMessage: string[] } }).errors.userMessage[0]

/** Where the app keeps uploads in progress. */
export const uploadsDirOf = (t: TestApp) => path.join(t.config.dataDir, 'uploads')

/** A browser holding a fresh guest session (issued by the server, as the app asks for one). */
export async function guestJar(t: TestApp) {
  const jar = new CookieJar()
  await api(t.app, jar).get('/bff/user', { headers: { 'X-Guest-Session': '1' } })
  return jar
}

/** The upload rows of a Seen. */
export const uploadRowsOf = (t: TestApp, seenId: string) =>
  t.db.select().from(clipUploads).where(eq(clipUploads.seenId, seenId))
