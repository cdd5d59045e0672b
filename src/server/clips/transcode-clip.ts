/** HEVC to H.264 + AAC with the operator's ffmpeg (FFMPEG_PATH); nothing is downloaded for it. */
import { spawn } from 'node:child_process'
import { CLIP_MSG } from '~/shared/clip-messages'
import { CLIP_LIMITS } from '~/shared/constants'
import { ClipRefusal } from './clip-refusal'

/** Like a clip reduced on the device: 720p at most (1280 px long side), about 2–3 Mbit/s. */
const FFMPEG_ARGS = [
  '-map',
  '0:v:0',
  '-map',
  '0:a:0?',
  '-map_metadata',
  '-1',
  '-map_chapters',
  '-1',
  '-sn',
  '-dn',
  '-c:v',
  'libx264',
  '-preset',
  'veryfast',
  '-crf',
  '23',
  '-maxrate',
  '3M',
  '-bufsize',
  '6M',
  '-pix_fmt',
  'yuv420p',
  '-vf',
  'scale=w=1280:h=1280:force_original_aspect_ratio=decrease:force_divisible_by=2',
  '-c:a',
  'aac',
  '-b:a',
  '128k',
  '-movflags',
  '+faststart',
  '-f',
  'mp4',
]

/** Far above a 60 s clip's transcode on a small machine; a stuck ffmpeg is ended. */
const TRANSCODE_TIMEOUT_MS = 10 * 60_000

/**
 * Transcodes `inputPath` (a clip inspected as HEVC) to an H.264/AAC MP4 at `outputPath`, at most
 * 1280 px on its long side, its metadata dropped (the result is remuxed again all the same). An
 * ffmpeg that fails on the file is a refusal the poster can read (its words are the refusal's
 * cause, for the log).
 */
export function transcodeToH264(
  ffmpegPath: string,
  inputPath: string,
  outputPath: string,
): Promise<void> {
  const args = [
    '-nostdin',
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-i',
    inputPath,
    '-t',
    String(CLIP_LIMITS.maxSeconds + 1),
    ...FFMPEG_ARGS,
    outputPath,
  ]
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath, args, {
      stdio: ['ignore', 'ignore', 'pipe'],
      timeout: TRANSCODE_TIMEOUT_MS,
    })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 4000) stderr += chunk.toString('utf8')
    })
    // Not started (a wrong FFMPEG_PATH): the server's fault, so the upload stays for a retry.
    child.on('error', (error) => reject(new Error(`ffmpeg did not start: ${error.message}`)))
    child.on('close', (code, signal) => {
      if (code === 0) return resolve()
      const cause = new Error(`ffmpeg ended with ${signal ?? code}: ${stderr.trim()}`)
      reject(new ClipRefusal(400, CLIP_MSG.convertFailed, { cause }))
    })
  })
}
