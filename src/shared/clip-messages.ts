/**
 * The server's refusals of a clip (docs/decisions/180-video-clips-server.md). The page shows them
 * as the server sent them; tests import the same constants.
 */
import { CLIP_LIMITS } from './constants'

const megabytes = CLIP_LIMITS.maxBytes / (1024 * 1024)

export const CLIP_MSG = {
  notAVideo: 'Please select a video file (MP4, MOV or WebM).',
  nothingPlayable: 'This file holds no video that can be played.',
  videoCodec:
    'This clip uses a video format Seen does not take (H.264, HEVC, VP8, VP9 or AV1 only).',
  audioCodec: 'This clip uses a sound format Seen does not take (AAC or Opus only).',
  tooLong: `A clip may be at most ${CLIP_LIMITS.maxSeconds} seconds long.`,
  tooLarge: `A clip may be at most ${megabytes} MB.`,
  chunkTooLarge: `Send a clip in parts of at most ${CLIP_LIMITS.maxChunkBytes / (1024 * 1024)} MB.`,
  lengthRequired: 'Say how large the clip is (Upload-Length) when the upload starts.',
  seenRequired: 'Say which Seen the clip is for (seenShortName in Upload-Metadata).',
  hevcNoConverter:
    'This clip is HEVC (H.265), which many browsers cannot play, and this server has no converter for it. Send it as H.264 instead (on an iPhone: Settings > Camera > Formats > Most Compatible).',
  convertFailed: 'This clip could not be converted to a format every browser plays.',
  tooManyOpen: `Finish or cancel the clips already uploading (${CLIP_LIMITS.openUploads} at most) before starting another.`,
  uploadNotFound: 'This upload does not exist, has expired, or belongs to someone else.',
  uploadUnfinished: 'This clip has not finished uploading yet.',
  uploadBusy: 'This clip is already being posted.',
  uploadOtherSeen: 'This upload was started for another Seen.',
} as const
