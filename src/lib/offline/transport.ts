import * as v from 'valibot'
import { GUEST_SENDER_HEADER } from '~/shared/guest-session'
import { api, InvalidResponseError } from '../api'
import { uploadWithProgress } from '../images/upload'
import type { OutboxRequest } from './kinds'
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
) {
  setUploadProgress(key, 0)
  try {
    const body = await uploadWithProgress(
      request.path,
      request.body,
      (fraction) => setUploadProgress(key, fraction),
      { method: request.method === 'put' ? 'PUT' : 'POST', idempotencyKey: key, headers },
    )
    const parsed = v.safeParse(schema, body)
    if (!parsed.success) throw new InvalidResponseError(parsed.issues)
    return parsed.output
  } finally {
    setUploadProgress(key, null)
  }
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
  if (request.upload) return upload(request, key, schema, headers)
  return api[request.method](request.path, schema, {
    json: request.body,
    headers: { ...headers, 'Idempotency-Key': key },
  })
}

/** The guest outbox's transport: every request says it is a guest's. */
export const sendAsGuest: Transport = (request, key, schema) =>
  sendRequest(request, key, schema, { [GUEST_SENDER_HEADER]: '1' })
