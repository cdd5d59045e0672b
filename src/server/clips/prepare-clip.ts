/** From a finished upload to the file Seen keeps: inspected, converted where it must be, remuxed. */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { CLIP_MSG } from '~/shared/clip-messages'
import { ClipRefusal } from './clip-refusal'
import { type ClipFacts, inspectClip, openClip } from './inspect-clip'
import { type RemuxedClip, remuxClip } from './remux-clip'
import { transcodeToH264 } from './transcode-clip'

export interface PreparedClip extends RemuxedClip {
  /** The file to store; removed by `dispose()`. */
  file: string
  size: number
  /** Read back from the file itself. */
  facts: ClipFacts
  dispose(): Promise<void>
}

export interface PrepareOptions {
  /** A folder for work files (on the uploads' disk). */
  workRoot: string
  /** FFMPEG_PATH: HEVC is converted with it, and refused without it. */
  ffmpegPath: string | undefined
}

async function inspected(file: string): Promise<ClipFacts> {
  const input = openClip(file)
  try {
    return await inspectClip(input)
  } finally {
    input.dispose()
  }
}

async function remuxed(file: string, facts: ClipFacts, outputStem: string) {
  const input = openClip(file)
  try {
    const remux = await remuxClip(input, facts.container, `${outputStem}.part`)
    const output = `${outputStem}.${remux.extension}`
    await fs.rename(`${outputStem}.part`, output)
    return { ...remux, file: output }
  } finally {
    input.dispose()
  }
}

/** One clip at a time per instance: remuxing holds a clip in memory, transcoding a core. */
let queue: Promise<unknown> = Promise.resolve()
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work)
  queue = run.catch(() => undefined)
  return run
}

/**
 * The clip of `uploadPath` as Seen keeps it (docs/decisions/180-video-clips-server.md): its
 * container and codecs read from the bytes, HEVC converted to H.264 with the operator's ffmpeg
 * (refused without one), then copied into a fresh MP4 or WebM without its metadata, and that
 * file read back once more, so what is stored is known to parse. Throws ClipRefusal for a file
 * Seen does not take; the upload itself is left alone.
 */
export function prepareClip(uploadPath: string, options: PrepareOptions): Promise<PreparedClip> {
  return oneAtATime(async () => {
    const work = path.join(options.workRoot, randomBytes(8).toString('hex'))
    await fs.mkdir(work, { recursive: true })
    const dispose = () => fs.rm(work, { recursive: true, force: true })
    try {
      let source = uploadPath
      let facts = await inspected(source)
      if (facts.videoCodec === 'hevc') {
        if (!options.ffmpegPath) throw new ClipRefusal(400, CLIP_MSG.hevcNoConverter)
        source = path.join(work, 'converted.mp4')
        await transcodeToH264(options.ffmpegPath, uploadPath, source)
        facts = await inspected(source)
      }
      const kept = await remuxed(source, facts, path.join(work, 'clip'))
      const keptFacts = await inspected(kept.file)
      const { size } = await fs.stat(kept.file)
      return { ...kept, size, facts: keptFacts, dispose }
    } catch (error) {
      await dispose()
      throw error
    }
  })
}
