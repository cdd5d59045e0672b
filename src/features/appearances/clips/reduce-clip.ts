/**
 * The clip worker's mediabunny half: read a clip, re-encode it smaller, read the result back
 * and draw its poster. Only prepare-clip.worker.ts imports it, so mediabunny never enters a page.
 */
import {
  ALL_FORMATS,
  BlobSource,
  BufferSource,
  BufferTarget,
  CanvasSink,
  Conversion,
  type ConversionAudioOptions,
  type ConversionVideoOptions,
  canEncodeAudio,
  canEncodeVideo,
  Input,
  type InputAudioTrack,
  type InputVideoTrack,
  Mp4OutputFormat,
  Output,
  Quality,
  WebMOutputFormat,
} from 'mediabunny'
import { CLIP_MSG } from '~/shared/clip-messages'
import {
  CLIP_TARGET,
  durationRefusal,
  keepsVideoAsIs,
  posterSize,
  posterTime,
  reducedFrameRate,
  reducedSize,
  type SourceVideo,
} from './clip-target'
import type { ClipFacts } from './prepare-clip-protocol'

/** A clip that cannot be sent at all; the message is a guest's sentence (CLIP_MSG). */
export class Refused extends Error {}

export interface OpenedClip {
  input: Input
  video: InputVideoTrack
  audio: InputAudioTrack | null
  facts: ClipFacts
  /** The container's MIME type, read from the bytes. */
  mimeType: string
  source: SourceVideo
  startSeconds: number
}

async function openTracks(input: Input) {
  if (!(await input.canRead())) throw new Refused(CLIP_MSG.notAVideo)
  const video = await input.getPrimaryVideoTrack()
  if (!video) throw new Refused(CLIP_MSG.nothingPlayable)
  const seconds = await input.computeDuration()
  const width = await video.getDisplayWidth()
  const height = await video.getDisplayHeight()
  if (!(seconds > 0 && width > 0 && height > 0)) throw new Refused(CLIP_MSG.nothingPlayable)
  const facts = { durationMs: Math.round(seconds * 1000), width, height }
  return { video, audio: await input.getPrimaryAudioTrack(), facts, seconds }
}

/**
 * Opens a clip as the server will (its container from the bytes) and refuses at once what no
 * reduction can save: not a video, no frame, longer than 60 s.
 */
export async function openClip(file: Blob): Promise<OpenedClip> {
  const input = new Input({ source: new BlobSource(file), formats: ALL_FORMATS })
  try {
    const { video, audio, facts, seconds } = await openTracks(input)
    const tooLong = durationRefusal(seconds)
    if (tooLong) throw new Refused(tooLong)
    // A hundred frames tell the frame rate; the bit rate is the file's own.
    const stats = await video.computePacketStats(100)
    const source: SourceVideo = {
      codec: await video.getCodec(),
      width: facts.width,
      height: facts.height,
      bitrate: (file.size * 8) / seconds,
      frameRate: stats.averagePacketRate,
    }
    const mimeType = (await input.getFormat()).mimeType
    return {
      input,
      video,
      audio,
      facts,
      mimeType,
      source,
      startSeconds: await video.getFirstTimestamp(),
    }
  } catch (error) {
    input.dispose()
    if (error instanceof Refused) throw error
    // A damaged or hostile file makes the demuxer throw: to the guest it is not a video.
    throw new Refused(CLIP_MSG.notAVideo, { cause: error })
  }
}

export interface Plan {
  container: 'mp4' | 'webm'
  video: ConversionVideoOptions
  audio: ConversionAudioOptions
}

const videoQuality = new Quality({ bitrate: CLIP_TARGET.videoBitrate })
const audioQuality = new Quality({ bitrate: CLIP_TARGET.audioBitrate })

/** Sound the server takes is copied; other sound is encoded as AAC, else Opus (Linux Chromium has no AAC encoder). */
async function audioPlan(
  audio: InputAudioTrack | null,
  container: Plan['container'],
): Promise<ConversionAudioOptions | null> {
  if (!audio) return {}
  const fits: ('aac' | 'opus')[] = container === 'webm' ? ['opus'] : ['aac', 'opus']
  const codec = await audio.getCodec()
  if (fits.some((fit) => fit === codec)) return {}
  const numberOfChannels = Math.min(2, await audio.getNumberOfChannels())
  for (const fit of fits) {
    // Opus runs at 48 kHz; AAC takes the usual rates as they are.
    const sampleRate = fit === 'opus' ? 48_000 : await audio.getSampleRate()
    const options = { numberOfChannels, sampleRate, quality: audioQuality }
    if (await canEncodeAudio(fit, options)) return { ...options, codec: fit }
  }
  return null
}

/**
 * How this browser reduces `clip`: H.264 in MP4 where it can encode it (docs/decisions/
 * 182-clip-reduction-on-device.md), else VP9 in WebM; null (with why) where it can do neither.
 */
export async function planFor(clip: OpenedClip): Promise<Plan | string> {
  if (keepsVideoAsIs(clip.source)) {
    const audio = await audioPlan(clip.audio, 'mp4')
    return audio ? { container: 'mp4', video: {}, audio } : 'no AAC or Opus encoder'
  }
  const size = reducedSize(clip.facts.width, clip.facts.height)
  const frameRate = reducedFrameRate(clip.source.frameRate)
  const asked = { ...size, quality: videoQuality, frameRate: frameRate ?? clip.source.frameRate }
  for (const [codec, container] of [
    ['avc', 'mp4'],
    ['vp9', 'webm'],
  ] as const) {
    if (!(await canEncodeVideo(codec, asked))) continue
    const audio = await audioPlan(clip.audio, container)
    if (!audio) return `no ${container === 'mp4' ? 'AAC or Opus' : 'Opus'} encoder`
    const video: ConversionVideoOptions = { ...size, fit: 'fill', codec, quality: videoQuality }
    if (frameRate) video.frameRate = frameRate
    return { container, video, audio }
  }
  return 'no H.264 or VP9 encoder'
}

/**
 * Runs `plan` on `clip`: the primary tracks only, no metadata tags (`tags: {}`; mediabunny
 * otherwise copies the input's, location included), MP4 with its index first (fast start).
 * The whole result is held in memory: a reduced minute is about 20 MB.
 */
export async function reduce(
  clip: OpenedClip,
  plan: Plan,
  onProgress: (fraction: number) => void,
): Promise<ArrayBuffer> {
  const target = new BufferTarget()
  const output = new Output({
    format:
      plan.container === 'mp4'
        ? new Mp4OutputFormat({ fastStart: 'in-memory' })
        : new WebMOutputFormat(),
    target,
  })
  const conversion = await Conversion.init({
    input: clip.input,
    output,
    tracks: 'primary',
    tags: {},
    video: plan.video,
    audio: plan.audio,
    showWarnings: false,
  })
  const used = new Set(conversion.utilizedTracks.map((track) => track.type))
  if (!conversion.isValid || !used.has('video') || (clip.audio && !used.has('audio'))) {
    await output.cancel()
    const reasons = conversion.discardedTracks.map((d) => `${d.track.type}: ${d.reason}`)
    throw new Error(`cannot convert (${reasons.join(', ') || 'no track'})`)
  }
  conversion.onProgress = onProgress
  await conversion.execute()
  if (!target.buffer) throw new Error('the conversion wrote nothing')
  return target.buffer
}

/** A frame of `video` as a JPEG at the poster's size; null where this browser cannot decode it. */
export async function posterOf(
  video: InputVideoTrack,
  facts: ClipFacts,
  startSeconds: number,
): Promise<Blob | null> {
  if (typeof OffscreenCanvas === 'undefined' || !(await video.canDecode())) return null
  const size = posterSize(facts.width, facts.height)
  const sink = new CanvasSink(video, { ...size, fit: 'fill' })
  const frame =
    (await sink.getCanvas(startSeconds + posterTime(facts.durationMs / 1000))) ??
    (await sink.getCanvas(startSeconds))
  const canvas = frame?.canvas
  if (!canvas || !('convertToBlob' in canvas)) return null
  return canvas.convertToBlob({ type: 'image/jpeg', quality: 0.85 })
}

/** The reduced clip read back (so what is sent is known to parse), with its facts and poster. */
export async function readBack(buffer: ArrayBuffer) {
  const input = new Input({ source: new BufferSource(buffer), formats: ALL_FORMATS })
  try {
    const { video, facts } = await openTracks(input)
    const poster = await posterOf(video, facts, await video.getFirstTimestamp())
    if (!poster) throw new Error('no frame of the reduced clip decodes')
    return { facts, poster }
  } finally {
    input.dispose()
  }
}
