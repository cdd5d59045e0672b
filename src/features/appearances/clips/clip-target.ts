/**
 * The rules of a clip's reduction on the device (docs/decisions/182-clip-reduction-on-device.md),
 * as pure functions the worker, the page and the tests share.
 */
import { scaledSize } from '~/lib/images/image-file'

export { isClipFile } from '~/lib/images/image-file'

import { CLIP_MSG } from '~/shared/clip-messages'
import { CLIP_LIMITS } from '~/shared/constants'

/** The reduced clip's short side, its video bit rate and its frame rate at most. */
export const CLIP_TARGET = {
  shortSide: 720,
  videoBitrate: 2_500_000,
  audioBitrate: 128_000,
  frameRate: 30,
  posterLongSide: 1280,
} as const

/**
 * The server's own slack (src/server/clips/inspect-clip.ts): container timestamps round, so a
 * clip filmed for exactly 60 s may read as 60.02 s.
 */
const DURATION_SLACK_SECONDS = 0.5

/** The type an original is sent with when the picker gave none. */
export function clipTypeOf(file: Pick<File, 'type' | 'name'>): string {
  if (file.type) return file.type
  if (/\.mov$/i.test(file.name)) return 'video/quicktime'
  if (/\.webm$/i.test(file.name)) return 'video/webm'
  return 'video/mp4'
}

/** CLIP_MSG.tooLong for a clip the server would refuse for its length; else null. */
export function durationRefusal(durationSeconds: number): string | null {
  return durationSeconds > CLIP_LIMITS.maxSeconds + DURATION_SLACK_SECONDS ? CLIP_MSG.tooLong : null
}

/** CLIP_MSG.tooLarge for an original too large to send as it is; else null. */
export function sizeRefusal(bytes: number): string | null {
  return bytes > CLIP_LIMITS.maxBytes ? CLIP_MSG.tooLarge : null
}

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2)

/**
 * The displayed size a clip is encoded at: its short side at most 720 (never enlarged), both
 * sides even (H.264's 4:2:0 needs it). A portrait clip stays portrait: the size is the displayed
 * one, rotation applied.
 */
export function reducedSize(width: number, height: number) {
  const scale = Math.min(1, CLIP_TARGET.shortSide / Math.max(1, Math.min(width, height)))
  return { width: even(width * scale), height: even(height * scale) }
}

/** The poster's size: the clip's displayed size, its long side at most 1280. */
export function posterSize(width: number, height: number) {
  return scaledSize(width, height, CLIP_TARGET.posterLongSide)
}

/** Where in the clip its poster is taken: a second in (the first frame is often dark), or the middle of a shorter one. */
export function posterTime(durationSeconds: number): number {
  return Math.max(0, Math.min(1, durationSeconds / 2))
}

export interface SourceVideo {
  codec: string | null
  width: number
  height: number
  /** The file's average bits per second, sound included. */
  bitrate: number
  frameRate: number
}

/**
 * An H.264 clip already as small as the reduction's would be (a clip reduced once before, a
 * screen recording): its video is copied, not encoded again, which is faster and loses nothing.
 */
export function keepsVideoAsIs(source: SourceVideo): boolean {
  return (
    source.codec === 'avc' &&
    Math.min(source.width, source.height) <= CLIP_TARGET.shortSide &&
    source.bitrate <= CLIP_TARGET.videoBitrate * 1.2 + CLIP_TARGET.audioBitrate &&
    source.frameRate <= CLIP_TARGET.frameRate + 2
  )
}

/** A 60 fps clip is encoded at 30: half the work, and more bits for each frame. */
export function reducedFrameRate(frameRate: number): number | undefined {
  return frameRate > CLIP_TARGET.frameRate + 2 ? CLIP_TARGET.frameRate : undefined
}
