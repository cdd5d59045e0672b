import type { ScaledImage } from './scale-image'
import { scaleImage } from './scale-image'
import { replyError, type ScaleReply } from './scale-protocol'

interface Job {
  file: File
  longSide: number
  resolve: (image: ScaledImage) => void
  reject: (error: unknown) => void
}

// Page-wide: one worker scales for whoever is signed in (undefined until first use, null: none).
let worker: Worker | null | undefined
let nextId = 0
const jobs = new Map<number, Job>()

/** The worker needs OffscreenCanvas (Safari before 16.4 has none): else the page scales. */
export const canScaleOffThread = () =>
  typeof Worker !== 'undefined' &&
  typeof OffscreenCanvas !== 'undefined' &&
  typeof createImageBitmap !== 'undefined'

function onMainThread(job: Job) {
  scaleImage(job.file, job.longSide).then(job.resolve, job.reject)
}

/** The worker could not start (offline before its file was cached, a CSP): the page scales. */
function giveUp() {
  worker?.terminate()
  worker = null
  const waiting = [...jobs.values()]
  jobs.clear()
  for (const job of waiting) onMainThread(job)
}

function settle(reply: ScaleReply) {
  const job = jobs.get(reply.id)
  if (!job) return
  jobs.delete(reply.id)
  if (reply.ok) job.resolve(reply.image)
  else job.reject(replyError(reply))
}

function startWorker(): Worker | null {
  if (worker !== undefined) return worker
  if (!canScaleOffThread()) {
    worker = null
    return worker
  }
  try {
    worker = new Worker(new URL('./scale.worker.ts', import.meta.url), { type: 'module' })
  } catch {
    worker = null
    return worker
  }
  worker.onmessage = (event: MessageEvent<ScaleReply>) => settle(event.data)
  worker.onerror = giveUp
  return worker
}

/**
 * `scaleImage` in a Web Worker, so that scaling a batch of photos leaves the page responsive;
 * the same result and errors (NotAnImageError for a file the browser cannot decode). Where
 * the worker cannot run, the page scales as before.
 */
export function scaleImageOffThread(file: File, longSide: number): Promise<ScaledImage> {
  const running = startWorker()
  return new Promise((resolve, reject) => {
    const job = { file, longSide, resolve, reject }
    if (!running) {
      onMainThread(job)
      return
    }
    nextId += 1
    jobs.set(nextId, job)
    running.postMessage({ id: nextId, file, longSide })
  })
}
