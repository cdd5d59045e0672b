import * as v from 'valibot'
import { GUEST_SENDER_HEADER } from '~/shared/guest-session'
import { api, InvalidResponseError } from '../api'
import { uploadWithProgress } from '../images/upload'
import { forgetClipUpload } from './clip-upload-store'
import type { ClipToUpload, OutboxRequest } from './kinds'
import type { Transport } from './outbox-options'
import { setUploadProgress } from './upload-progress'

/**
 * A photo upload: XMLHttpRequest for its progress (shown on the waiting item) and a stall
 * timeout instead of a total deadline, so a slow upload that moves finishes.
 */
async function upload(
  request: OutboxRequest,
  key: string,
  schema: v.GenericSchema,
  headers: Record<string, string>,
  /** Where this request's 0..1 sits in the item's progress (a clip's bytes went first). */
  share = { from: 0, to: 1 },
) {
  const progress = (fraction: number) =>
    setUploadProgress(key, share.from + fraction * (share.to - share.from))
  progress(0)
  try {
    const body = await uploadWithProgress(request.path, request.body, progress, {
      method: request.method === 'put' ? 'PUT' : 'POST',
      idempotencyKey: key,
      headers,
    })
    const parsed = v.safeParse(schema, body)
    if (!parsed.success) throw new InvalidResponseError(parsed.issues)
    return parsed.output
  } finally {
    setUploadProgress(key, null)
  }
}

/** Of a clip's progress, its bytes take this share; the post with its poster the rest. */
const CLIP_BYTES_SHARE = 0.9

/** `body` with `clipUploadId` set on its object under `field`. */
function withUploadId(body: unknown, field: string, id: string): unknown {
  const fields = (body ?? {}) as Record<string, unknown>
  const record = (fields[field] ?? {}) as Record<string, unknown>
  return { ...fields, [field]: { ...record, clipUploadId: id } }
}

/**
 * A clip: its bytes over tus first (resumed where an earlier try stopped), then the request that
 * names the finished upload, under the entry's Idempotency-Key. The uploader loads on first use.
 */
async function uploadThenPost(
  request: OutboxRequest & { clip: ClipToUpload },
  key: string,
  schema: v.GenericSchema,
  headers: Record<string, string>,
) {
  const { clip, ...post } = request
  setUploadProgress(key, 0)
  const { uploadClip } = await import('./clip-upload')
  const id = await uploadClip(clip, key, {
    headers,
    onProgress: (fraction) => setUploadProgress(key, fraction * CLIP_BYTES_SHARE),
  }).catch((error: unknown) => {
    setUploadProgress(key, null)
    throw error
  })
  const answer = await upload(
    { ...post, body: withUploadId(post.body, clip.recordField, id) },
    key,
    schema,
    headers,
    { from: CLIP_BYTES_SHARE, to: 1 },
  )
  await forgetClipUpload(key).catch(() => undefined)
  return answer
}

/**
 * Sends one entry's request with its Idempotency-Key, so a repeated delivery changes nothing,
 * and `headers` (a guest's outbox marks its requests with GUEST_SENDER_HEADER).
 */
export function sendRequest(
  request: OutboxRequest,
  key: string,
  schema: v.GenericSchema,
  headers: Record<string, string> = {},
) {
  const { clip } = request
  if (clip) return uploadThenPost({ ...request, clip }, key, schema, headers)
  if (request.upload) return upload(request, key, schema, headers)
  return api[request.method](request.path, schema, {
    json: request.body,
    headers: { ...headers, 'Idempotency-Key': key },
  })
}

/** The guest outbox's transport: every request says it is a guest's. */
export const sendAsGuest: Transport = (request, key, schema) =>
  sendRequest(request, key, schema, { [GUEST_SENDER_HEADER]: '1' })
