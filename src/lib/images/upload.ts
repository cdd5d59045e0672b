import { IMAGE_MSG } from '~/shared/image-messages'
import { MSG } from '~/shared/messages'
import { CommunicationError, reportReachability, STALL_NOTICE_MS } from '../api'
import { envelopeErrors, envelopeMessages, envelopeSucceeded } from '../envelope'
import { retryAfterMs } from '../offline/retryable'

/**
 * An upload gives up when no byte has moved either way for this long (a stall, not a total
 * time: a slow upload that keeps moving finishes however long it takes).
 */
export const UPLOAD_STALL_MS = 6_000

/** docs/product.md#calls: `success` (or the older `successful`) says whether the call worked. */
const reportsFailure = (body: unknown) => envelopeSucceeded(body) === false

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null
  } catch {
    return null
  }
}

/** The result of a finished request: the envelope, or the CommunicationError to throw. */
export function settleUpload(status: number, text: string, retryAfter: string | null = null) {
  const body = parse(text)
  const ok = status >= 200 && status < 300
  if (ok && !reportsFailure(body)) return body
  const messages = envelopeMessages(body)
  const fromServer = messages.length > 0
  const message = fromServer ? messages.join('\n') : IMAGE_MSG.uploadFailed(status)
  const wait = retryAfterMs(retryAfter)
  throw new CommunicationError(message, status, envelopeErrors(body), fromServer, wait)
}

/** The slowest link a handed-over body is waited for (a venue's worst that still moves). */
export const SLOW_LINK_BYTES_PER_SECOND = 20_000

/**
 * Watches a request for a stall: call `moved` at every sign of life (bytes either way, a state
 * change). Quiet for STALL_NOTICE_MS tells the page the link stalls; quiet for `stallMs` aborts
 * the request, and `stalled` then says why it ended.
 */
export function watchStall(xhr: XMLHttpRequest, stallMs: number) {
  let stallTimer: ReturnType<typeof setTimeout> | undefined
  let noticeTimer: ReturnType<typeof setTimeout> | undefined
  const giveUpAfter = (ms: number) => {
    stallTimer = setTimeout(() => {
      watch.stalled = true
      xhr.abort()
    }, ms)
  }
  const watch = {
    stalled: false,
    moved() {
      watch.stop()
      noticeTimer = setTimeout(() => reportReachability('stalled'), STALL_NOTICE_MS)
      giveUpAfter(stallMs)
    },
    /**
     * The whole body is in the socket's buffers: no progress will show while the link carries
     * them, so the answer is waited for as long as `bytes` take at a slow link's rate.
     */
    handedOver(bytes: number) {
      watch.stop()
      giveUpAfter(stallMs + (bytes / SLOW_LINK_BYTES_PER_SECOND) * 1000)
    },
    stop() {
      clearTimeout(stallTimer)
      clearTimeout(noticeTimer)
    },
  }
  return watch
}

export interface UploadOptions {
  method?: 'POST' | 'PUT'
  /** Sent as `Idempotency-Key` so a retried upload is applied once. */
  idempotencyKey?: string
  /** More request headers. */
  headers?: Record<string, string>
  signal?: AbortSignal
  /** Give up after this long without progress (UPLOAD_STALL_MS by default). */
  stallMs?: number
}

/**
 * Send `body` as JSON with XMLHttpRequest, the one browser API that reports upload progress
 * (fetch and ky cannot). `onProgress` gets 0..1. Resolves with the parsed envelope; rejects
 * with CommunicationError like any other call (server messages, else "Error during the upload:
 * {status}"; status 0 when the server was not reached, `timedOut` when nothing moved for the
 * stall time) or, when aborted through `signal`, an AbortError DOMException.
 */
export function uploadWithProgress(
  url: string,
  body: unknown,
  onProgress: (fraction: number) => void,
  options: UploadOptions = {},
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    const stall = watchStall(xhr, options.stallMs ?? UPLOAD_STALL_MS)
    const moved = stall.moved
    const abort = () => xhr.abort()
    const done = () => {
      stall.stop()
      options.signal?.removeEventListener('abort', abort)
    }
    const unreachable = (timedOut: boolean) => {
      reportReachability(timedOut ? 'timeout' : 'unreachable')
      reject(new CommunicationError(MSG.communicationError, 0, {}, false, undefined, timedOut))
    }
    xhr.open(options.method ?? 'POST', url)
    xhr.setRequestHeader('Content-Type', 'application/json')
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.setRequestHeader('X-CSRF', '1')
    if (options.idempotencyKey) xhr.setRequestHeader('Idempotency-Key', options.idempotencyKey)
    for (const [name, value] of Object.entries(options.headers ?? {})) {
      xhr.setRequestHeader(name, value)
    }
    xhr.upload.onprogress = (event) => {
      moved()
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.min(1, event.loaded / event.total))
    }
    xhr.onprogress = moved
    xhr.onreadystatechange = moved
    xhr.onload = () => {
      done()
      reportReachability('reached')
      try {
        const retryAfter = xhr.getResponseHeader('retry-after')
        const envelope = settleUpload(xhr.status, xhr.responseText, retryAfter)
        onProgress(1)
        resolve(envelope)
      } catch (error) {
        reject(error)
      }
    }
    xhr.onerror = () => {
      done()
      unreachable(false)
    }
    xhr.onabort = () => {
      done()
      if (stall.stalled) unreachable(true)
      else reject(new DOMException('The upload was cancelled.', 'AbortError'))
    }
    if (options.signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'))
      return
    }
    options.signal?.addEventListener('abort', abort, { once: true })
    moved()
    xhr.send(JSON.stringify(body))
  })
}
