/** What a clip file really is, read from its bytes with mediabunny (never from its name). */
import {
  EncodedPacketSink,
  FilePathSource,
  Input,
  type InputAudioTrack,
  type InputVideoTrack,
  MP4,
  QTFF,
  WEBM,
} from 'mediabunny'
import { CLIP_MSG } from '~/shared/clip-messages'
import { CLIP_LIMITS } from '~/shared/constants'
import { ClipRefusal } from './clip-refusal'

export const CLIP_VIDEO_CODECS = ['avc', 'hevc', 'vp8', 'vp9', 'av1'] as const
export const CLIP_AUDIO_CODECS = ['aac', 'opus'] as const
export type ClipVideoCodec = (typeof CLIP_VIDEO_CODECS)[number]
export type ClipAudioCodec = (typeof CLIP_AUDIO_CODECS)[number]
export type ClipContainer = 'mp4' | 'mov' | 'webm'

export interface ClipFacts {
  container: ClipContainer
  videoCodec: ClipVideoCodec
  audioCodec: ClipAudioCodec | null
  durationSeconds: number
  /** As displayed: rotation applied. */
  width: number
  height: number
}

/**
 * Container timestamps round (AAC priming, a last frame's duration): a clip filmed for exactly
 * 60 s may read as 60.02 s, so half a second over the limit is still taken.
 */
const DURATION_SLACK_SECONDS = 0.5

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value)

async function containerOf(input: Input): Promise<ClipContainer> {
  const format = await input.getFormat()
  if (format === MP4) return 'mp4'
  if (format === QTFF) return 'mov'
  return 'webm'
}

/** Whether a track holds at least one packet: a header alone plays nothing. */
const hasPackets = async (track: InputVideoTrack | InputAudioTrack) =>
  (await new EncodedPacketSink(track).getFirstPacket()) !== null

async function videoOf(input: Input) {
  const track = await input.getPrimaryVideoTrack()
  if (!track || !(await hasPackets(track))) throw new ClipRefusal(400, CLIP_MSG.nothingPlayable)
  const codec = await track.getCodec()
  if (!isOneOf(CLIP_VIDEO_CODECS, codec)) throw new ClipRefusal(400, CLIP_MSG.videoCodec)
  return { track, codec }
}

async function audioOf(input: Input): Promise<ClipAudioCodec | null> {
  const track = await input.getPrimaryAudioTrack()
  if (!track || !(await hasPackets(track))) return null
  const codec = await track.getCodec()
  if (!isOneOf(CLIP_AUDIO_CODECS, codec)) throw new ClipRefusal(400, CLIP_MSG.audioCodec)
  return codec
}

/** ENOENT, EIO, ENOSPC...: the machine's trouble, not the file's. */
const isSystemError = (error: unknown) =>
  error instanceof Error && 'syscall' in error && typeof error.syscall === 'string'

/** Opens `filePath` as MP4, MOV or WebM only; the caller disposes the input. */
export function openClip(filePath: string): Input<FilePathSource> {
  return new Input({ source: new FilePathSource(filePath), formats: [MP4, QTFF, WEBM] })
}

/**
 * The facts of the clip in `input`: MP4, MOV or WebM; its primary video H.264, HEVC, VP8, VP9 or
 * AV1 with at least one frame; its primary audio (if any) AAC or Opus; at most 60 s. Anything
 * else throws a ClipRefusal; a file that does not parse is "not a video".
 */
export async function inspectClip(input: Input): Promise<ClipFacts> {
  try {
    if (!(await input.canRead())) throw new ClipRefusal(400, CLIP_MSG.notAVideo)
    const container = await containerOf(input)
    const { track, codec: videoCodec } = await videoOf(input)
    const audioCodec = await audioOf(input)
    const durationSeconds = await input.computeDuration()
    if (!(durationSeconds > 0)) throw new ClipRefusal(400, CLIP_MSG.nothingPlayable)
    if (durationSeconds > CLIP_LIMITS.maxSeconds + DURATION_SLACK_SECONDS) {
      throw new ClipRefusal(400, CLIP_MSG.tooLong)
    }
    const width = await track.getDisplayWidth()
    const height = await track.getDisplayHeight()
    if (!(width > 0 && height > 0)) throw new ClipRefusal(400, CLIP_MSG.nothingPlayable)
    return { container, videoCodec, audioCodec, durationSeconds, width, height }
  } catch (error) {
    if (error instanceof ClipRefusal || isSystemError(error)) throw error
    // A damaged or hostile file makes the demuxer throw: to the poster it is not a video.
    throw new ClipRefusal(400, CLIP_MSG.notAVideo, { cause: error })
  }
}
