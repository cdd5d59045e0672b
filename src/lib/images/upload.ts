import { IMAGE_MSG, MSG } from '~/shared/messages'
import { CommunicationError } from '../api'
import { envelopeErrors, envelopeMessages, envelopeSucceeded } from '../envelope'

/** SPEC §7: `success` (or the older `successful`) says whether the call worked. */
const reportsFailure = (body: unknown) => envelopeSucceeded(body) === false

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null
  } catch {
    return null
  }
}

/** The result of a finished request: the envelope, or the CommunicationError to throw. */
export function settleUpload(status: number, text: string): unknown {
  const body = parse(text)
  const ok = status >= 200 && status < 300
  if (ok && !reportsFailure(body)) return body
  const messages = envelopeMessages(body)
  const fromServer = messages.length > 0
  const message = fromServer ? messages.join('\n') : IMAGE_MSG.uploadFailed(status)
  throw new CommunicationError(message, status, envelopeErrors(body), fromServer)
}

export interface UploadOptions {
  method?: 'POST' | 'PUT'
  /** Sent as `Idempotency-Key` so a retried upload is applied once. */
  idempotencyKey?: string
  signal?: AbortSignal
}

/**
 * Send `body` as JSON with XMLHttpRequest, the one browser API that reports upload progress
 * (fetch and ky cannot). `onProgress` gets 0..1. Resolves with the parsed envelope; rejects
 * with CommunicationError like any other call (server messages, else "Error during the upload: {status}") or, when
 * aborted through `signal`, an AbortError DOMException.
 */
export function uploadWithProgress(
  url: string,
  body: unknown,
  onProgress: (fraction: number) => void,
  options: UploadOptions = {},
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    const abort = () => xhr.abort()
    const done = () => options.signal?.removeEventListener('abort', abort)
    xhr.open(options.method ?? 'POST', url)
    xhr.setRequestHeader('Content-Type', 'application/json')
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.setRequestHeader('X-CSRF', '1')
    if (options.idempotencyKey) xhr.setRequestHeader('Idempotency-Key', options.idempotencyKey)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.min(1, event.loaded / event.total))
    }
    xhr.onload = () => {
      done()
      try {
        const envelope = settleUpload(xhr.status, xhr.responseText)
        onProgress(1)
        resolve(envelope)
      } catch (error) {
        reject(error)
      }
    }
    xhr.onerror = () => {
      done()
      reject(new CommunicationError(MSG.communicationError, 0))
    }
    xhr.onabort = () => {
      done()
      reject(new DOMException('The upload was cancelled.', 'AbortError'))
    }
    if (options.signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'))
      return
    }
    options.signal?.addEventListener('abort', abort, { once: true })
    xhr.send(JSON.stringify(body))
  })
}
