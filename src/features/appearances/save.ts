import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import * as v from 'valibot'
import { CommunicationError, InvalidResponseError } from '~/lib/api'
import { imageUrl, uploadWithProgress } from '~/lib/images'
import { notify, notifyError } from '~/lib/notify'
import { confirmGuest, queueOrdered, useOnline } from '~/lib/offline'
import {
  type Appearance,
  type AppearanceRecordInput,
  appearanceRecordResponse,
  NEW_APPEARANCE_SHORT_NAME,
} from '~/shared/schemas/appearance'
import { useSession } from '../session/queries'
import { findCachedAppearance } from './cache'
import { appearanceEditKind } from './edit-kind'
import { draftOf, recordOf } from './form-model'
import { useReloadSeen } from './mutations'
import { appearancePostKind, LOCAL_PREFIX } from './post-kind'

export const SAVE_TEXT = {
  queued: 'You are offline: your appearance will be uploaded when the connection returns.',
  editQueued: 'You are offline: your changes will be uploaded when the connection returns.',
} as const

/** POST /api/appearance {appearanceRecord} with upload progress, applied once per key. */
export async function postAppearanceRecord(
  record: AppearanceRecordInput,
  onProgress: (fraction: number) => void,
  idempotencyKey: string,
) {
  const body = await uploadWithProgress(
    '/api/appearance',
    { appearanceRecord: record },
    onProgress,
    { idempotencyKey },
  )
  const parsed = v.safeParse(appearanceRecordResponse, body)
  if (!parsed.success) throw new InvalidResponseError(parsed.issues)
  return parsed.output.appearanceRecord
}

const unreachable = (error: unknown) => error instanceof CommunicationError && error.status === 0

const isNew = (record: AppearanceRecordInput) =>
  record.appearanceShortName === NEW_APPEARANCE_SHORT_NAME

/**
 * Save the form, then (SPEC §2) reload to /seen?shortname={seenShortName}. Online: upload with
 * progress under one Idempotency-Key per submission. A new appearance made offline (or whose
 * upload could not reach the server) goes to the outbox instead, under the same key, and shows
 * as "waiting to upload" until it is sent; a change to a shown appearance waits there too, and
 * shows at once. A guest's go to the guest outbox and are sent as that guest. Before a guest's upload the server is asked who this is: that makes sure the
 * browser holds its guest session cookie, so a replay after a lost answer is the same guest's.
 */
export function useSaveAppearance(seenShortName: string, onProgress: (fraction: number) => void) {
  const client = useQueryClient()
  const navigate = useNavigate()
  const reload = useReloadSeen(seenShortName)
  const online = useOnline()
  const session = useSession()
  const before = (record: AppearanceRecordInput) =>
    isNew(record)
      ? undefined
      : findCachedAppearance(client, seenShortName, record.appearanceShortName ?? '')
  // A new appearance, or a change to one the page shows (what a refusal puts back).
  const canQueue = (record: AppearanceRecordInput) =>
    session.status !== 'loading' && (isNew(record) || before(record) !== undefined)
  const queue = async (record: AppearanceRecordInput, key: string) => {
    const shown = before(record)
    if (shown) {
      await queueOrdered(
        appearanceEditKind,
        shown.appearanceShortName,
        { record, before: shown },
        key,
      )
      notify.message(SAVE_TEXT.editQueued)
      return seenShortName
    }
    const payload = {
      localId: `${LOCAL_PREFIX}${crypto.randomUUID()}`,
      record,
      createdAt: new Date().toISOString(),
    }
    await queueOrdered(appearancePostKind, seenShortName, payload, key)
    notify.message(SAVE_TEXT.queued)
    return seenShortName
  }
  return useMutation({
    // Queuing works offline; the upload itself reports its own connection failure.
    networkMode: 'always',
    mutationFn: async ({ record, key }: { record: AppearanceRecordInput; key: string }) => {
      if (!online && canQueue(record)) return queue(record, key)
      try {
        if (session.status === 'guest' && isNew(record)) await confirmGuest(client)
        return (await postAppearanceRecord(record, onProgress, key)).seenShortName
      } catch (error) {
        if (unreachable(error) && canQueue(record)) return queue(record, key)
        throw error
      }
    },
    onSuccess: async (savedSeen) => {
      await reload()
      await navigate({ to: '/seen', search: { shortname: savedSeen } })
    },
    onError: (error) => notifyError(error),
  })
}

/**
 * Hiding or unhiding offline: the change waits in the outbox as an edit of the whole record
 * (the same ordered kind as the edit form's, so the two are sent in the order they were made),
 * and the card shows it at once. Online, the SPEC §7 hide call is used instead.
 */
export async function queueVisibilityChange(a: Appearance, hide: boolean): Promise<void> {
  // The stored photo is kept (imageUrl falls back to the original when there is no thumbnail).
  const record = recordOf({
    ...draftOf(a, imageUrl(a.imageInfo, 'thumbnail') ?? null),
    isHidden: hide,
  })
  try {
    await queueOrdered(appearanceEditKind, a.appearanceShortName, { record, before: a })
    notify.message(SAVE_TEXT.editQueued)
  } catch (error) {
    notifyError(error)
  }
}
