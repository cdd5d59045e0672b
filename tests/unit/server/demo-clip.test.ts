import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { BufferSource, EncodedPacketSink, Input, MP4 } from 'mediabunny'
import { describe, expect, it } from 'vitest'
import { DEMO_CLIP, makeDemoClip, muxMp4 } from '~/server/demo/demo-clip'
import { encodePcmH264, type YuvFrame } from '~/server/demo/pcm-h264'
import { FFMPEG_INSTALL_HINT, findFfmpeg } from '../../../scripts/find-ffmpeg.mjs'

const run = promisify(execFile)

/** Every sample random (zeros included, so emulation prevention is needed), seeded. */
function noise(width: number, height: number, seed: number): YuvFrame {
  let state = seed
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648
    return state >>> 16
  }
  const plane = (n: number) => Uint8Array.from({ length: n }, () => next() & 0xff)
  return {
    y: plane(width * height),
    u: plane((width * height) / 4),
    v: plane((width * height) / 4),
  }
}

/** `frame` with the 16×16 macroblock at (mx, my) painted grey. */
function withGreyBlock(frame: YuvFrame, width: number, mx: number, my: number): YuvFrame {
  const out = { y: frame.y.slice(), u: frame.u.slice(), v: frame.v.slice() }
  for (let row = 0; row < 16; row++)
    out.y.fill(128, (my * 16 + row) * width + mx * 16, (my * 16 + row) * width + mx * 16 + 16)
  return out
}

async function readTrack(mp4: Uint8Array) {
  const input = new Input({ source: new BufferSource(mp4), formats: [MP4] })
  const track = await input.getPrimaryVideoTrack()
  if (!track) throw new Error('no video track')
  const sink = new EncodedPacketSink(track)
  const types: string[] = []
  for await (const packet of sink.packets()) types.push(packet.type)
  return {
    codec: await track.getCodec(),
    width: track.displayWidth,
    height: track.displayHeight,
    duration: await input.computeDuration(),
    types,
  }
}

describe('the I_PCM H.264 encoder', () => {
  const width = 48
  const height = 32
  const first = noise(width, height, 7)
  const frames = [
    first,
    withGreyBlock(first, width, 1, 0),
    withGreyBlock(first, width, 1, 0), // nothing changed: one skip run over the whole frame
    withGreyBlock(withGreyBlock(first, width, 0, 0), width, 2, 1), // the last macroblock coded
  ]

  it('writes one key frame, then P frames that only carry what changed', async () => {
    const video = encodePcmH264(width, height, frames)
    expect(video.codec).toBe('avc1.42c01e')
    const sizes = video.frames.map((frame) => frame.data.length)
    expect(sizes[0]).toBeGreaterThan(6 * 384)
    expect(sizes[1]).toBeLessThan(2 * 384)
    expect(sizes[2]).toBeLessThan(16)
    const track = await readTrack(await muxMp4(video, width, height, 10))
    expect(track).toMatchObject({ codec: 'avc', width, height, duration: 0.4 })
    expect(track.types).toEqual(['key', 'delta', 'delta', 'delta'])
  })

  it('decodes with ffmpeg to exactly the frames it was given', async () => {
    const ffmpeg = findFfmpeg()
    if (!ffmpeg) throw new Error(FFMPEG_INSTALL_HINT)
    const work = await mkdtemp(path.join(os.tmpdir(), 'pcm-h264-'))
    try {
      const mp4 = path.join(work, 'clip.mp4')
      await writeFile(mp4, await muxMp4(encodePcmH264(width, height, frames), width, height, 10))
      const raw = path.join(work, 'clip.yuv')
      await run(ffmpeg, ['-v', 'error', '-i', mp4, '-f', 'rawvideo', '-pix_fmt', 'yuv420p', raw])
      const expected = Buffer.concat(frames.flatMap((f) => [f.y, f.u, f.v]))
      expect((await readFile(raw)).equals(expected)).toBe(true)
    } finally {
      await rm(work, { recursive: true, force: true })
    }
  })
})

describe('the demo clip', () => {
  it('is five seconds of small H.264 video with a JPEG poster', async () => {
    const started = performance.now()
    const clip = await makeDemoClip()
    const took = performance.now() - started
    const track = await readTrack(clip.mp4)
    expect(track).toMatchObject({
      codec: 'avc',
      width: DEMO_CLIP.width,
      height: DEMO_CLIP.height,
      duration: DEMO_CLIP.seconds,
    })
    expect(track.types).toHaveLength(DEMO_CLIP.fps * DEMO_CLIP.seconds)
    expect(clip.mp4.length).toBeLessThan(1.5 * 1024 * 1024)
    expect(clip.posterJpeg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]))
    // A hang guard, not a benchmark: 0.3–0.5 s on a busy two-core machine.
    expect(took).toBeLessThan(5000)
  })
})
