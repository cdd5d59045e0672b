import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import * as v from 'valibot'
import { offerPush } from '~/features/push/offer'
import { CommunicationError, InvalidResponseError } from '~/lib/api'
import { uploadWithProgress } from '~/lib/images'
import { notifyError } from '~/lib/notify'
import type { FieldErrors } from '~/shared/field-errors'
import { createSeenResponse } from '~/shared/schemas/seen'
import { NEW_SEEN_SHORT_NAME } from '~/shared/schemas/seen-record'
import { seenKeys } from '../queries'
import type { SeenRecordPayload } from './form-record'

/**
 * docs/product.md#calls POST /api/seen {createSeenRecord} with upload progress; answers the short
 * name.
 */
export async function postSeenRecord(
  record: SeenRecordPayload,
  onProgress: (fraction: number) => void,
  idempotencyKey: string,
): Promise<string> {
  const body = await uploadWithProgress('/api/seen', { createSeenRecord: record }, onProgress, {
    idempotencyKey,
  })
  const parsed = v.safeParse(createSeenResponse, body)
  if (!parsed.success) throw new InvalidResponseError(parsed.issues)
  return parsed.output.seenShortName
}

interface SaveVariables {
  record: SeenRecordPayload
  idempotencyKey: string
}

/**
 * Save the form, then open the Seen (docs/product.md#screens: after a create,
 * /seen?shortname={seenShortName}). The server's field errors go back onto the fields; every
 * failure is also toasted.
 */
export function useSaveSeen(
  onProgress: (fraction: number) => void,
  onFieldErrors: (errors: FieldErrors) => void,
) {
  const client = useQueryClient()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: ({ record, idempotencyKey }: SaveVariables) =>
      postSeenRecord(record, onProgress, idempotencyKey),
    onSuccess: async (seenShortName, { record }) => {
      await Promise.all([
        client.invalidateQueries({ queryKey: seenKeys.lists }),
        client.invalidateQueries({ queryKey: seenKeys.detail(seenShortName) }),
      ])
      await navigate({ to: '/seen', search: { shortname: seenShortName } })
      // A new Seen brings join requests and photos to review (docs/decisions/117-push-opt-in.md).
      if (record.shortName === NEW_SEEN_SHORT_NAME) void offerPush()
    },
    onError: (error) => {
      if (error instanceof CommunicationError) onFieldErrors(error.fieldErrors)
      notifyError(error)
    },
  })
}
