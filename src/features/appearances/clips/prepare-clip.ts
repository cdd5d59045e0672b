/**
 * A picked video made ready to upload (docs/decisions/182-clip-reduction-on-device.md): reduced
 * in a worker to H.264 720p in MP4 where the browser can encode it, else sent as it is within the
 * limits; with its poster, length and size either way. mediabunny loads only in the worker.
 */
import { CLIP_MSG } from '~/shared/clip-messages'
import { placeholderPoster, readWithElement } from './clip-element'
import { clipTypeOf, durationRefusal, sizeRefusal } from './clip-target'
import type { ClipDone, ClipReply, ClipRequest } from './prepare-clip-protocol'

export { isClipFile } from './clip-target'

export interface PreparedClip {
  /** What is uploaded: the reduced MP4 (video/mp4), or the original file when the browser cannot reduce. */
  clip: Blob
  /** The clip's MIME type. */
  contentType: string
  /** image/jpeg, a frame of the clip, at the clip's displayed size (at most 1280 px on the long side). */
  poster: Blob
  durationMs: number
  /** Displayed size of `clip`. */
  width: number
  height: number
  /** false: the original is sent as it is (the UI tells the person it will take longer). */
  reduced: boolean
}

/** A clip Seen cannot take; the message is a sentence a guest understands (CLIP_MSG). */
export class ClipRefused extends Error {
  override name = 'ClipRefused'
}

export interface PrepareOptions {
  /** From 0 to 1 as the clip is reduced. */
  onProgress?: (fraction: number) => void
  /** Aborting ends the worker; the promise rejects with the signal's reason. */
  signal?: AbortSignal
}

/**
 * The worker's answer; null where no worker ran to the end (none in this browser, its file not
 * loadable, a crash such as running out of memory): the page then does without it.
 */
function inWorker(file: File, options: PrepareOptions): Promise<ClipDone | null> {
  if (typeof Worker === 'undefined') return Promise.resolve(null)
  return new Promise((resolve, reject) => {
    let worker: Worker
    try {
      worker = new Worker(new URL('./prepare-clip.worker.ts', import.meta.url), { type: 'module' })
    } catch {
      resolve(null)
      return
    }
    const { signal, onProgress } = options
    const stop = () => {
      worker.terminate()
      signal?.removeEventListener('abort', aborted)
    }
    const aborted = () => {
      stop()
      reject(signal?.reason)
    }
    signal?.addEventListener('abort', aborted, { once: true })
    worker.onmessage = (event: MessageEvent<ClipReply>) => {
      const reply = event.data
      if (reply.type === 'progress') {
        onProgress?.(reply.fraction)
        return
      }
      stop()
      if (reply.type === 'refused') reject(new ClipRefused(reply.message))
      else if (reply.type === 'failed') {
        console.warn('The clip worker failed:', reply.message)
        resolve(null)
      } else resolve(reply.result)
    }
    worker.onerror = (event) => {
      event.preventDefault()
      stop()
      resolve(null)
    }
    worker.postMessage({ file } satisfies ClipRequest)
  })
}

/** Without a worker: the browser's own player tells the length and size and gives a frame. */
async function asItIs(file: File): Promise<PreparedClip> {
  const read = await readWithElement(file)
  if (!read) throw new ClipRefused(CLIP_MSG.nothingPlayable)
  const refusal = durationRefusal(read.durationMs / 1000) ?? sizeRefusal(file.size)
  if (refusal) throw new ClipRefused(refusal)
  return { ...read, clip: file, contentType: clipTypeOf(file), reduced: false }
}

async function prepareNow(file: File, options: PrepareOptions): Promise<PreparedClip> {
  options.signal?.throwIfAborted()
  const done = await inWorker(file, options)
  options.signal?.throwIfAborted()
  let prepared: PreparedClip
  if (!done) prepared = await asItIs(file)
  else if (done.reduced) {
    const { clip, contentType, ...rest } = done
    prepared = { ...rest, clip: new Blob([clip], { type: contentType }), contentType }
  } else {
    const { why, poster, ...rest } = done
    console.info('The clip is sent as it is:', why)
    const drawn =
      poster ??
      (await readWithElement(file))?.poster ??
      (await placeholderPoster(done.width, done.height))
    prepared = { ...rest, clip: file, poster: drawn }
  }
  options.onProgress?.(1)
  return prepared
}

// Page-wide: one clip at a time, since encoding takes every core a phone has.
let queue: Promise<unknown> = Promise.resolve()

/**
 * `file` ready to upload: reduced where the browser can (H.264 at most 720p, about 2.5 Mbit/s,
 * AAC or Opus, fast start, no metadata), else the original within 200 MB. Rejects with
 * ClipRefused for a file Seen cannot take (not a video, nothing playable, over 60 s, an original
 * over 200 MB), and with the signal's reason when aborted. Clips are prepared one after another.
 */
export function prepareClip(file: File, options: PrepareOptions = {}): Promise<PreparedClip> {
  const run = queue.then(() => prepareNow(file, options))
  queue = run.catch(() => undefined)
  const { signal } = options
  if (!signal) return run
  const aborted = new Promise<never>((_, reject) => {
    if (signal.aborted) reject(signal.reason)
    signal.addEventListener('abort', () => reject(signal.reason), { once: true })
  })
  return Promise.race([run, aborted])
}
