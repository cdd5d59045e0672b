import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import * as v from 'valibot'
import { InvalidResponseError } from '~/lib/api'
import { imageUrl, uploadWithProgress } from '~/lib/images'
import { notify, notifyError } from '~/lib/notify'
import { confirmGuest, OfflineUnavailableError, queueOrdered } from '~/lib/offline'
import {
  type Appearance,
  type AppearanceRecordInput,
  appearanceRecordResponse,
  NEW_APPEARANCE_SHORT_NAME,
} from '~/shared/schemas/appearance'
import { useSession } from '../../session/queries'
import { appearanceClipPostKind, type QueuedClipFile } from '../clips/clip-post-kind'
import { findCachedAppearance } from '../list/cache'
import { useReloadSeen } from '../list/mutations'
import { appearanceEditKind } from './edit-kind'
import { draftOf, recordOf } from './form-model'
import { appearancePostKind, LOCAL_PREFIX } from './post-kind'

export const SAVE_TEXT = {
  queued: 'Your appearance is on its way: it shows in the list while it uploads.',
  editQueued: 'Your changes are on their way: they show at once and upload in the background.',
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

const isNew = (record: AppearanceRecordInput) =>
  record.appearanceShortName === NEW_APPEARANCE_SHORT_NAME

/** What a save came to: stored in the outbox (sent in the background), or already uploaded. */
export type SaveOutcome = { queued: true } | { queued: false; seenShortName: string }

/**
 * The one way a single appearance (with its photo) is saved, and the path a batch of photos
 * takes one entry at a time: the record goes to the outbox under the draft's Idempotency-Key
 * and `queueAppearanceSave` returns once it is stored, before any byte is sent. The list shows
 * it at once (a new one as a stand-in with its progress, an edit in place) and the outbox
 * uploads it with progress and a stall timeout, retrying until it is through exactly once. A
 * guest's go to the guest outbox and are sent as that guest. `false`: this browser cannot
 * queue it (no outbox: storage unavailable; an edit of an appearance the page does not show).
 */
export async function queueAppearanceSave(
  client: QueryClient,
  seenShortName: string,
  record: AppearanceRecordInput,
  key: string,
  /** A new clip's file: its bytes go over tus before the record is posted. */
  clip?: QueuedClipFile,
): Promise<boolean> {
  const shown = isNew(record)
    ? undefined
    : findCachedAppearance(client, seenShortName, record.appearanceShortName ?? '')
  if (!isNew(record) && !shown) return false
  try {
    if (shown) {
      await queueOrdered(
        appearanceEditKind,
        shown.appearanceShortName,
        { record, before: shown },
        key,
      )
      return true
    }
    const payload = {
      localId: `${LOCAL_PREFIX}${crypto.randomUUID()}`,
      record,
      createdAt: new Date().toISOString(),
    }
    if (clip) await queueOrdered(appearanceClipPostKind, seenShortName, { ...payload, clip }, key)
    else await queueOrdered(appearancePostKind, seenShortName, payload, key)
    return true
  } catch (error) {
    if (error instanceof OfflineUnavailableError) return false
    throw error
  }
}

/**
 * Save the form (docs/architecture/offline.md: never modal). Normally the save is queued and the
 * form closes at once; then, as docs/product.md#screens asks, the Seen's page is shown. Only when
 * nothing can be queued is the record uploaded directly, with progress, and the page reloaded after
 * it.
 */
export function useSaveAppearance(seenShortName: string, onProgress: (fraction: number) => void) {
  const client = useQueryClient()
  const navigate = useNavigate()
  const reload = useReloadSeen(seenShortName)
  const session = useSession()
  return useMutation({
    // Queuing works offline; the direct upload reports its own connection failure.
    networkMode: 'always',
    mutationFn: async ({
      record,
      key,
    }: {
      record: AppearanceRecordInput
      key: string
    }): Promise<SaveOutcome> => {
      if (await queueAppearanceSave(client, seenShortName, record, key)) {
        notify.message(isNew(record) ? SAVE_TEXT.queued : SAVE_TEXT.editQueued)
        return { queued: true }
      }
      // Before a guest's upload the server is asked who this is: the browser then holds its
      // guest session cookie, so a replay after a lost answer is the same guest's.
      if (session.status === 'guest' && isNew(record)) await confirmGuest(client)
      const saved = await postAppearanceRecord(record, onProgress, key)
      return { queued: false, seenShortName: saved.seenShortName }
    },
    onSuccess: async (outcome) => {
      if (!outcome.queued) await reload()
      const shortname = outcome.queued ? seenShortName : outcome.seenShortName
      await navigate({ to: '/seen', search: { shortname } })
    },
    onError: (error) => notifyError(error),
  })
}

/**
 * Hiding or unhiding offline: the change waits in the outbox as an edit of the whole record
 * (the same ordered kind as the edit form's, so the two are sent in the order they were made),
 * and the card shows it at once. Online, the docs/product.md#calls hide call is used instead.
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
