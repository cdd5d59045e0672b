/**
 * A queued clip's bytes, sent over tus 1.0 (docs/decisions/183-clip-upload-client.md) before its
 * appearance is posted: in chunks, each given up on when nothing moves for UPLOAD_STALL_MS, and
 * resumed from the last byte the server has. The upload's URL is kept in IndexedDB under the
 * outbox entry's key, so a reload, a browser restart or a day offline resumes it rather than
 * starting over; a finished upload is remembered as finished, so the post that follows (or its
 * retry after a lost answer) never sends the bytes again. Loaded only when a clip is sent.
 */
import {
  DetailedError,
  type HttpRequest,
  type HttpResponse,
  type HttpStack,
  Upload,
} from 'tus-js-client'
import { MSG } from '~/shared/messages'
import { CommunicationError, reportReachability } from '../api'
import { settleUpload, UPLOAD_STALL_MS, watchStall } from '../images/upload'
import { readStoredUpload, storeUpload } from './clip-upload-store'

/** Where clips are uploaded (the server's CLIP_UPLOAD_PATH). */
export const CLIP_UPLOAD_ENDPOINT = '/api/clip-upload'

/**
 * Each PATCH carries at most this much (the server takes 5 MB). A cut loses little either way
 * (the server keeps what arrived), but a browser may send a cut request again by itself on a
 * new connection: the server refuses it (409, its offset moved on) and the rest of its body is
 * sent for nothing, so a chunk is what one cut can cost.
 */
export const CLIP_CHUNK_BYTES = 512 * 1024

/** Quick tries in place before the outbox's own retry takes over (a 409 re-reads the offset). */
const IN_PLACE_RETRIES = [0, 1_000, 3_000]

import type { ClipToUpload } from './kinds'

/** The upload's id: the last segment of its URL (what `clipUploadId` names). */
export const uploadIdOf = (url: string) =>
  new URL(url, location.origin).pathname.split('/').pop() ?? ''

/**
 * XMLHttpRequest as tus-js-client's own browser stack uses it, with the outbox's stall rule: a
 * request during which no byte moved either way for `stallMs` is aborted and reported as not
 * reached (tus's stack would otherwise wait on a silent link for ever).
 */
class StallingRequest implements HttpRequest {
  private readonly xhr = new XMLHttpRequest()
  private readonly headers: Record<string, string> = {}
  private onBytes: ((sent: number) => void) | null = null

  constructor(
    private readonly method: string,
    private readonly url: string,
    private readonly stallMs: number,
  ) {
    this.xhr.open(method, url, true)
  }

  getMethod = () => this.method
  getURL = () => this.url
  getHeader = (name: string) => this.headers[name]
  getUnderlyingObject = () => this.xhr

  setHeader(name: string, value: string) {
    this.xhr.setRequestHeader(name, value)
    this.headers[name] = value
  }

  setProgressHandler(handler: (sent: number) => void) {
    this.onBytes = handler
  }

  send(body: unknown): Promise<HttpResponse> {
    const xhr = this.xhr
    return new Promise((resolve, reject) => {
      const stall = watchStall(xhr, this.stallMs)
      const moved = stall.moved
      const done = stall.stop
      xhr.upload.onprogress = (event) => {
        moved()
        if (event.lengthComputable) this.onBytes?.(event.loaded)
      }
      // The chunk left the page for the socket's buffers, which a slow link drains for seconds
      // with no progress to show: the stall rule would give it up and send its end again.
      xhr.upload.onload = () => stall.handedOver(body instanceof Blob ? body.size : 0)
      xhr.onprogress = moved
      xhr.onreadystatechange = moved
      xhr.onload = () => {
        done()
        reportReachability('reached')
        resolve(new XhrResponse(xhr))
      }
      xhr.onerror = () => {
        done()
        reportReachability('unreachable')
        reject(new Error('tus: the server was not reached'))
      }
      xhr.onabort = () => {
        done()
        if (stall.stalled) reportReachability('timeout')
        reject(
          new Error(stall.stalled ? 'tus: the upload stalled' : 'tus: the upload was cancelled'),
        )
      }
      moved()
      xhr.send((body ?? null) as XMLHttpRequestBodyInit | null)
    })
  }

  abort() {
    this.xhr.abort()
    return Promise.resolve()
  }
}

class XhrResponse implements HttpResponse {
  constructor(private readonly xhr: XMLHttpRequest) {}
  getStatus = () => this.xhr.status
  getHeader = (name: string) => this.xhr.getResponseHeader(name) ?? undefined
  getBody = () => this.xhr.responseText
  getUnderlyingObject = () => this.xhr
}

const stallingStack = (stallMs: number): HttpStack => ({
  createRequest: (method, url) => new StallingRequest(method, url, stallMs),
  getName: () => 'SeenStallingXHR',
})

/**
 * What a failed tus upload means to the outbox: the server's refusal in its own words (a clip
 * it does not take fails for good), else "not reached" (the outbox waits for the connection).
 */
export function uploadFailure(error: unknown): Error {
  const response = error instanceof DetailedError ? error.originalResponse : null
  if (!response) {
    const timedOut = error instanceof Error && error.message.includes('stalled')
    return new CommunicationError(MSG.communicationError, 0, {}, false, undefined, timedOut)
  }
  try {
    settleUpload(
      response.getStatus(),
      response.getBody(),
      response.getHeader('retry-after') ?? null,
    )
  } catch (refusal) {
    return refusal as Error
  }
  return new CommunicationError(MSG.communicationError, response.getStatus())
}

export interface ClipUploadOptions {
  /** Headers of every tus request (a guest's outbox marks its requests as a guest's). */
  headers?: Record<string, string>
  onProgress?: (fraction: number) => void
  stallMs?: number
}

/**
 * Uploads entry `key`'s clip, resuming what an earlier try of the same entry began; resolves to
 * the finished upload's id. Rejects with a CommunicationError as any other send does.
 */
export async function uploadClip(
  clip: ClipToUpload,
  key: string,
  options: ClipUploadOptions = {},
): Promise<string> {
  const earlier = await readStoredUpload(key).catch(() => undefined)
  if (earlier?.finished) return uploadIdOf(earlier.url)
  const url = await new Promise<string>((resolve, reject) => {
    const upload: Upload = new Upload(clip.file, {
      endpoint: CLIP_UPLOAD_ENDPOINT,
      uploadUrl: earlier?.url ?? null,
      uploadSize: clip.file.size,
      chunkSize: CLIP_CHUNK_BYTES,
      retryDelays: IN_PLACE_RETRIES,
      metadata: { seenShortName: clip.seenShortName, filetype: clip.contentType },
      headers: { 'X-CSRF': '1', ...options.headers },
      // The URL is kept here, under the entry's key, not in tus-js-client's localStorage.
      storeFingerprintForResuming: false,
      httpStack: stallingStack(options.stallMs ?? UPLOAD_STALL_MS),
      onUploadUrlAvailable: () => {
        if (upload.url)
          void storeUpload(key, { url: upload.url, finished: false, savedAt: Date.now() })
      },
      onProgress: (sent, total) => options.onProgress?.(total > 0 ? sent / total : 0),
      onSuccess: () => resolve(upload.url ?? ''),
      onError: (error) => reject(uploadFailure(error)),
    })
    upload.start()
  })
  // Not kept (storage trouble): a retry only asks the server again, which knows it is complete.
  await storeUpload(key, { url, finished: true, savedAt: Date.now() }).catch(() => undefined)
  return uploadIdOf(url)
}
