/**
 * The demo guest Seen's clip, made at seeding from this code alone (no ffmpeg, no download):
 * confetti and soap bubbles over a backdrop drawn like the demo photos, encoded by pcm-h264.ts
 * and put into an MP4 by mediabunny, plus its first frame as a JPEG poster.
 */
import {
  BufferTarget,
  EncodedPacket,
  EncodedVideoPacketSource,
  Mp4OutputFormat,
  Output,
} from 'mediabunny'
import sharp from 'sharp'
import { type EncodedH264, encodePcmH264, type YuvFrame } from './pcm-h264'

export const DEMO_CLIP = { width: 384, height: 224, fps: 12, seconds: 5 } as const
/** Its title (plain text: written into the SVG as it is) and the guest Seen's greens. */
const TITLE = 'Confetti in the garden'
const COLORS: [string, string] = ['#2d6a4f', '#95d5b2']
const { width: W, height: H, fps: FPS, seconds: SECONDS } = DEMO_CLIP
const FRAMES = FPS * SECONDS

type Rgb = [number, number, number]

const hexRgb = (hex: string): Rgb =>
  [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as Rgb

/** The still part, drawn once: the demo photos' gradient, soft circles and title band. */
async function backdrop(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${COLORS[0]}"/><stop offset="1" stop-color="${COLORS[1]}"/>
    </linearGradient></defs>
    <rect width="${W}" height="${H}" fill="url(#g)"/>
    <circle cx="70" cy="60" r="54" fill="#ffffff" fill-opacity="0.08"/>
    <circle cx="300" cy="40" r="80" fill="#ffffff" fill-opacity="0.06"/>
    <circle cx="220" cy="150" r="40" fill="#ffffff" fill-opacity="0.1"/>
    <rect x="0" y="176" width="${W}" height="48" fill="#000000" fill-opacity="0.25"/>
    <text x="18" y="208" font-family="sans-serif" font-size="22" font-weight="bold"
      fill="#ffffff">${TITLE}</text>
  </svg>`
  return sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer()
}

interface Piece {
  x: number
  y: number
  /** Laps of the frame in the clip's time, so the clip loops without a jump. */
  laps: number
  sway: number
  spin: number
  color: Rgb
}

const CONFETTI = ['#ffd60a', '#ff8fab', '#ffffff', '#f4a261', '#caf0f8']

/** A fixed pseudo-random field of twelve confetti pieces, the same on every start. */
const PIECES: Piece[] = Array.from({ length: 12 }, (_, i) => ({
  x: 20 + ((i * 149) % (W - 40)),
  y: (i * 97) % H,
  laps: 1 + (i % 2),
  sway: 6 + (i % 4) * 3,
  spin: (i % 3) + 1,
  color: hexRgb(CONFETTI[i % CONFETTI.length] ?? '#ffffff'),
}))

const BUBBLES = [
  { x: 90, r: 13, phase: 0 },
  { x: 280, r: 10, phase: 0.45 },
  { x: 190, r: 7, phase: 0.75 },
]

/** Mixes `color` into pixel (x, y) by `alpha`; off-frame pixels are ignored. */
function blend(rgb: Buffer, x: number, y: number, color: Rgb, alpha: number) {
  if (x < 0 || y < 0 || x >= W || y >= H || alpha <= 0) return
  const at = (y * W + x) * 3
  for (let c = 0; c < 3; c++) {
    const old = rgb[at + c] ?? 0
    rgb[at + c] = Math.round(old + ((color[c] ?? 0) - old) * Math.min(1, alpha))
  }
}

/** A 6×11 px rectangle turned by `angle`, its edges smoothed by 4×4 samples a pixel. */
function drawConfetti(rgb: Buffer, cx: number, cy: number, angle: number, color: Rgb) {
  const cos = Math.cos(angle)
  const sin = Math.sin(angle)
  for (let y = Math.floor(cy - 7); y <= cy + 7; y++) {
    for (let x = Math.floor(cx - 7); x <= cx + 7; x++) {
      let inside = 0
      for (let s = 0; s < 16; s++) {
        const dx = x + ((s % 4) + 0.5) / 4 - cx
        const dy = y + (Math.floor(s / 4) + 0.5) / 4 - cy
        if (Math.abs(dx * cos + dy * sin) < 3 && Math.abs(dy * cos - dx * sin) < 5.5) inside++
      }
      blend(rgb, x, y, color, (inside / 16) * 0.95)
    }
  }
}

/** A soap bubble: a faint disc with a brighter rim. */
function drawBubble(rgb: Buffer, cx: number, cy: number, r: number) {
  for (let y = Math.floor(cy - r - 1); y <= cy + r + 1; y++) {
    for (let x = Math.floor(cx - r - 1); x <= cx + r + 1; x++) {
      const d = Math.hypot(x + 0.5 - cx, y + 0.5 - cy)
      const rim = Math.max(0, 1 - Math.abs(d - r + 1) / 1.5)
      blend(rgb, x, y, [255, 255, 255], d < r ? 0.12 + rim * 0.5 : rim * 0.5)
    }
  }
}

function drawFrame(still: Buffer, index: number): Buffer {
  const rgb = Buffer.from(still)
  const t = index / FRAMES
  for (const bubble of BUBBLES) {
    const rise = (t + bubble.phase) % 1
    const cy = H + bubble.r - rise * (H + 2 * bubble.r)
    drawBubble(rgb, bubble.x + 10 * Math.sin(rise * 2 * Math.PI), cy, bubble.r)
  }
  for (const piece of PIECES) {
    const fall = (piece.y + t * piece.laps * (H + 20)) % (H + 20)
    const turn = 2 * Math.PI * t * piece.spin
    drawConfetti(rgb, piece.x + piece.sway * Math.sin(turn), fall - 10, turn, piece.color)
  }
  return rgb
}

/** BT.709 at video range (the SPS says so), chroma averaged over each 2×2 block. */
export function rgbToYuv(rgb: Uint8Array, width: number, height: number): YuvFrame {
  const y = new Uint8Array(width * height)
  const cw = width / 2
  const u = new Uint8Array(cw * (height / 2))
  const v = new Uint8Array(u.length)
  const cb = new Float32Array(u.length)
  const cr = new Float32Array(u.length)
  for (let i = 0; i < width * height; i++) {
    const r = rgb[3 * i] ?? 0
    const g = rgb[3 * i + 1] ?? 0
    const b = rgb[3 * i + 2] ?? 0
    const luma = 0.2126 * r + 0.7152 * g + 0.0722 * b
    y[i] = Math.round(16 + (luma * 219) / 255)
    const c = ((i / width / 2) | 0) * cw + (((i % width) / 2) | 0)
    cb[c] = (cb[c] ?? 0) + (b - luma) / 1.8556
    cr[c] = (cr[c] ?? 0) + (r - luma) / 1.5748
  }
  const scale = 224 / 255 / 4
  for (let c = 0; c < u.length; c++) {
    u[c] = Math.round(128 + (cb[c] ?? 0) * scale)
    v[c] = Math.round(128 + (cr[c] ?? 0) * scale)
  }
  return { y, u, v }
}

export interface DemoClip {
  /** A fast-start MP4 with one H.264 track. */
  mp4: Uint8Array
  /** Its first frame. */
  posterJpeg: Buffer
}

/** `video` as a fast-start MP4 with one track, `fps` frames a second. */
export async function muxMp4(
  video: EncodedH264,
  width: number,
  height: number,
  fps: number,
): Promise<Uint8Array> {
  const output = new Output({
    format: new Mp4OutputFormat({ fastStart: 'in-memory' }),
    target: new BufferTarget(),
  })
  const source = new EncodedVideoPacketSource('avc')
  output.addVideoTrack(source, { frameRate: fps })
  await output.start()
  const decoderConfig = {
    codec: video.codec,
    codedWidth: width,
    codedHeight: height,
    description: video.avcC,
  }
  for (const [i, frame] of video.frames.entries()) {
    const packet = new EncodedPacket(frame.data, frame.key ? 'key' : 'delta', i / fps, 1 / fps)
    await source.add(packet, i === 0 ? { decoderConfig } : undefined)
  }
  source.close()
  await output.finalize()
  if (!output.target.buffer) throw new Error('the MP4 was not written')
  return new Uint8Array(output.target.buffer)
}

/** Quick enough (about 0.3 s) to make at every seeding rather than cache. */
export async function makeDemoClip(): Promise<DemoClip> {
  const still = await backdrop()
  const pictures = Array.from({ length: FRAMES }, (_, i) => drawFrame(still, i))
  const video = encodePcmH264(
    W,
    H,
    pictures.map((rgb) => rgbToYuv(rgb, W, H)),
  )
  const posterJpeg = await sharp(pictures[0] ?? still, {
    raw: { width: W, height: H, channels: 3 },
  })
    .jpeg({ quality: 85 })
    .toBuffer()
  return { mp4: await muxMp4(video, W, H, FPS), posterJpeg }
}
