import * as v from 'valibot'
import { api, InvalidResponseError } from '../api'
import { uploadWithProgress } from '../images/upload'
import type { OutboxRequest } from './kinds'
import { setUploadProgress } from './upload-progress'

/**
 * A photo upload: XMLHttpRequest for its progress (shown on the waiting item) and a stall
 * timeout instead of a total deadline, so a slow upload that moves finishes.
 */
async function upload(request: OutboxRequest, key: string, schema: v.GenericSchema) {
  setUploadProgress(key, 0)
  try {
    const body = await uploadWithProgress(
      request.path,
      request.body,
      (fraction) => setUploadProgress(key, fraction),
      { method: request.method === 'put' ? 'PUT' : 'POST', idempotencyKey: key },
    )
    const parsed = v.safeParse(schema, body)
    if (!parsed.success) throw new InvalidResponseError(parsed.issues)
    return parsed.output
  } finally {
    setUploadProgress(key, null)
  }
}

/** Sends one entry's request with its Idempotency-Key, so a repeated delivery changes nothing. */
export function sendRequest(request: OutboxRequest, key: string, schema: v.GenericSchema) {
  if (request.upload) return upload(request, key, schema)
  return api[request.method](request.path, schema, {
    json: request.body,
    headers: { 'Idempotency-Key': key },
  })
}
