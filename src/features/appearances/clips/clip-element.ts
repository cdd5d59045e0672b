/**
 * The page's way to read a clip where the worker cannot: a `<video>` element for its length,
 * size and a frame, a canvas for the poster. No mediabunny here.
 */
import { posterSize, posterTime } from './clip-target'

/** Long enough for a large file on a slow phone; a file the browser will not open fails sooner. */
const LOAD_TIMEOUT_MS = 20_000

function waitFor(video: HTMLVideoElement, event: 'loadedmetadata' | 'seeked'): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => finish(new Error(`no ${event}`)), LOAD_TIMEOUT_MS)
    const finish = (error?: Error) => {
      clearTimeout(timer)
      video.removeEventListener(event, ok)
      video.removeEventListener('error', failed)
      if (error) reject(error)
      else resolve()
    }
    const ok = () => finish()
    const failed = () => finish(new Error('the browser cannot open this video'))
    video.addEventListener(event, ok)
    video.addEventListener('error', failed)
  })
}

function toJpeg(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('no poster'))),
      'image/jpeg',
      0.85,
    ),
  )
}

function canvasOf(width: number, height: number) {
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const context = canvas.getContext('2d')
  if (!context) throw new Error('no 2D canvas')
  return { canvas, context }
}

export interface ElementClip {
  durationMs: number
  /** As displayed: browsers apply the rotation to `videoWidth` and `videoHeight`. */
  width: number
  height: number
  poster: Blob
}

/** What this browser's own player reads of `file`; null where it cannot open it. */
export async function readWithElement(file: Blob): Promise<ElementClip | null> {
  const url = URL.createObjectURL(file)
  const video = document.createElement('video')
  video.muted = true
  video.playsInline = true
  video.preload = 'auto'
  try {
    const loaded = waitFor(video, 'loadedmetadata')
    video.src = url
    await loaded
    const seconds = Number.isFinite(video.duration) ? video.duration : 0
    const { videoWidth: width, videoHeight: height } = video
    if (!(seconds > 0 && width > 0 && height > 0)) return null
    const seeked = waitFor(video, 'seeked')
    video.currentTime = posterTime(seconds)
    await seeked
    const size = posterSize(width, height)
    const { canvas, context } = canvasOf(size.width, size.height)
    context.drawImage(video, 0, 0, size.width, size.height)
    const poster = await toJpeg(canvas)
    return { durationMs: Math.round(seconds * 1000), width, height, poster }
  } catch {
    return null
  } finally {
    video.removeAttribute('src')
    video.load()
    URL.revokeObjectURL(url)
  }
}

/**
 * A poster for a clip no part of this browser decodes (HEVC where there is no decoder for it):
 * a dark frame with a play sign at the clip's size. The server may still convert the clip.
 */
export function placeholderPoster(width: number, height: number): Promise<Blob> {
  const size = posterSize(width, height)
  const { canvas, context } = canvasOf(size.width, size.height)
  context.fillStyle = '#1f2937'
  context.fillRect(0, 0, size.width, size.height)
  const r = Math.min(size.width, size.height) / 8
  const [x, y] = [size.width / 2, size.height / 2]
  context.fillStyle = '#f9fafb'
  context.beginPath()
  context.moveTo(x - r * 0.6, y - r)
  context.lineTo(x + r, y)
  context.lineTo(x - r * 0.6, y + r)
  context.closePath()
  context.fill()
  return toJpeg(canvas)
}
