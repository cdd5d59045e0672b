/**
 * Posting an appearance offline (a venue's coverage is often bad): the scaled photo and the fields wait in the
 * outbox (IndexedDB) and are uploaded once, with the entry's Idempotency-Key, when the
 * connection returns — across reloads and browser restarts. Meanwhile the list shows the
 * appearance marked "waiting to upload".
 */

import type { QueryClient } from '@tanstack/react-query'
import type * as v from 'valibot'
import { seenKeys } from '~/features/seens/queries'
import { defineOfflineMutation } from '~/lib/offline'
import {
  type Appearance,
  type AppearanceRecordInput,
  appearanceRecordResponse,
} from '~/shared/schemas/appearance'
import { prependAppearance, removeAppearance, settleStandIn } from '../list/cache'

export { isWaitingToUpload, LOCAL_PREFIX } from '../list/cache'

import { appearanceKeys } from '../list/queries'

type AppearanceRecordAnswer = v.InferOutput<typeof appearanceRecordResponse>

export interface QueuedAppearance {
  /** Short name of the stand-in shown until the upload is done. */
  localId: string
  record: AppearanceRecordInput
  createdAt: string
}

/** A photo picked for a record, shown from its own data until the server has stored it. */
export function localImage(record: AppearanceRecordInput): Appearance['imageInfo'] {
  const image = record.imageInfo?.image
  if (!image) return null
  const path = `data:${record.imageInfo?.contentType ?? 'image/jpeg'};base64,${image}`
  return { path, reducedPath: path, thumbnailPath: path }
}

/** docs/product.md#calls POST /api/appearance: one call creates and edits (the kinds share it). */
export const saveRecordRequest = (payload: { record: AppearanceRecordInput }) =>
  ({
    method: 'post',
    path: '/api/appearance',
    body: { appearanceRecord: payload.record },
    upload: true,
  }) as const

/** The stand-in: the record as an appearance of the poster's own, with the local photo. */
export function standIn(payload: QueuedAppearance, seenShortName: string): Appearance {
  const { record } = payload
  return {
    appearanceShortName: payload.localId,
    seenShortName,
    headline: record.headline,
    caption: record.caption,
    relativeLocation: record.relativeLocation,
    relativeTime: 2,
    createdBy: null,
    displayUserName: record.displayUserName,
    createdDateTime: payload.createdAt,
    userAvatarPath: null,
    bookMarkedCount: 0,
    likedCount: 0,
    isOwner: true,
    imageInfo: localImage(record),
    isApproved: false,
    isRejected: false,
    isHidden: record.isHidden ?? false,
    isLiked: false,
  }
}

/**
 * What a new appearance waiting in the outbox does to the cache (a photo's and a clip's alike):
 * a stand-in at once, removed when refused for good, replaced by the stored one once posted.
 */
export const newAppearanceEffects = {
  apply: (client: QueryClient, payload: QueuedAppearance, seenShortName: string) =>
    prependAppearance(client, seenShortName, standIn(payload, seenShortName)),
  rollback: (client: QueryClient, payload: QueuedAppearance, seenShortName: string) => {
    removeAppearance(client, seenShortName, payload.localId)
    // Refused for good (closed meanwhile, or the host blocked the poster): the page learns why.
    void client.invalidateQueries({ queryKey: seenKeys.detail(seenShortName) })
  },
  settle: (
    client: QueryClient,
    { appearanceRecord }: AppearanceRecordAnswer,
    payload: QueuedAppearance,
    seenShortName: string,
  ) => {
    settleStandIn(client, seenShortName, payload.localId, appearanceRecord)
    void client.invalidateQueries({ queryKey: appearanceKeys.lists(seenShortName) })
    void client.invalidateQueries({ queryKey: seenKeys.detail(seenShortName) })
  },
}

export const appearancePostKind = defineOfflineMutation<
  QueuedAppearance,
  typeof appearanceRecordResponse
>({
  kind: 'appearances.post',
  policy: 'ordered',
  // Types 1 and 4 take guests' appearances: a guest's waits in the guest outbox (as that guest).
  guests: true,
  request: saveRecordRequest,
  response: appearanceRecordResponse,
  ...newAppearanceEffects,
})
