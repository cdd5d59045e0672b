import type * as v from 'valibot'
import { api } from '~/lib/api'

/**
 * POST /api/messaging/{path} with a fresh Idempotency-Key: a retried click or a repeated
 * request after a lost answer changes nothing twice (docs/architecture/api.md#idempotency).
 */
export const messagingPost = <S extends v.GenericSchema>(path: string, schema: S, json: unknown) =>
  api.post(`/api/messaging/${path}`, schema, {
    json,
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  })
