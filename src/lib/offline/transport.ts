import type * as v from 'valibot'
import { api } from '../api'
import type { OutboxRequest } from './kinds'

/** Sends one entry's request with its Idempotency-Key, so a repeated delivery changes nothing. */
export function sendRequest(request: OutboxRequest, key: string, schema: v.GenericSchema) {
  return api[request.method](request.path, schema, {
    json: request.body,
    headers: { 'Idempotency-Key': key },
  })
}
