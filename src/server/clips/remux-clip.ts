/** A clip copied packet for packet into a fresh container, with nothing of the original's metadata. */
import {
  Conversion,
  FilePathTarget,
  type Input,
  Mp4OutputFormat,
  Output,
  WebMOutputFormat,
} from 'mediabunny'
import { CLIP_MSG } from '~/shared/clip-messages'
import { ClipRefusal } from './clip-refusal'
import type { ClipContainer } from './inspect-clip'

export interface RemuxedClip {
  contentType: 'video/mp4' | 'video/webm'
  extension: 'mp4' | 'webm'
}

/**
 * Writes the primary video and audio tracks of `input` to `outputPath` without re-encoding: WebM
 * stays WebM, MP4 and MOV become MP4 with its index first (fast start, so playback starts before
 * the whole file arrived; the muxer holds the packets in memory to do it). `tags: {}` writes no
 * descriptive metadata at all (mediabunny otherwise copies the input's): no `udta`, no `meta`, no
 * `©xyz` location, no dates, no device names. Only what playback needs is carried over (codec
 * configuration, timing, rotation).
 */
export async function remuxClip(
  input: Input,
  container: ClipContainer,
  outputPath: string,
): Promise<RemuxedClip> {
  const webm = container === 'webm'
  const output = new Output({
    format: webm ? new WebMOutputFormat() : new Mp4OutputFormat({ fastStart: 'in-memory' }),
    target: new FilePathTarget(outputPath),
  })
  const conversion = await Conversion.init({
    input,
    output,
    tracks: 'primary',
    tags: {},
    copy: { mode: 'forced' },
    showWarnings: false,
  })
  const copiesVideo = conversion.utilizedTracks.some((track) => track.type === 'video')
  if (!conversion.isValid || !copiesVideo) {
    await output.cancel()
    throw new ClipRefusal(400, CLIP_MSG.nothingPlayable)
  }
  await conversion.execute()
  return webm
    ? { contentType: 'video/webm', extension: 'webm' }
    : { contentType: 'video/mp4', extension: 'mp4' }
}
