import * as v from 'valibot'

/**
 * Where each photo of the batches sent from this page stands. A photo queued in the outbox is
 * followed through its entry (id = its Idempotency-Key): present and pending, it waits or is
 * being sent; failed, the server refused it; gone, it was sent — unless it had failed and was
 * dismissed, then it was removed. A photo uploaded directly (no outbox on this browser) reports
 * its own outcome.
 */

export type SendState = 'waiting' | 'sent' | 'failed' | 'removed'

export interface SentPhoto {
  key: string
  fileName: string
  seenShortName: string
  state: SendState
  /** Uploaded directly rather than through the outbox. */
  direct: boolean
}

type EntryState = { id: string; status: 'pending' | 'failed' }

/** The photos' states after the outbox changed to `entries` (unchanged objects kept). */
export function observeOutbox(
  photos: readonly SentPhoto[],
  entries: readonly EntryState[],
): SentPhoto[] {
  const statusOf = new Map(entries.map((entry) => [entry.id, entry.status]))
  return photos.map((photo) => {
    if (photo.direct || photo.state === 'sent' || photo.state === 'removed') return photo
    const status = statusOf.get(photo.key)
    const next: SendState =
      status === 'pending'
        ? 'waiting'
        : status === 'failed'
          ? 'failed'
          : photo.state === 'failed'
            ? 'removed'
            : 'sent'
    return next === photo.state ? photo : { ...photo, state: next }
  })
}

/** "12 of 20 sent": removed photos no longer count. */
export function batchCounts(photos: readonly SentPhoto[]) {
  const counted = photos.filter((photo) => photo.state !== 'removed')
  return {
    sent: counted.filter((photo) => photo.state === 'sent').length,
    failed: counted.filter((photo) => photo.state === 'failed').length,
    total: counted.length,
  }
}

/** Nothing left to follow: every photo sent or removed. */
export const batchDone = (photos: readonly SentPhoto[]) =>
  photos.every((photo) => photo.state === 'sent' || photo.state === 'removed')

const STORED = v.array(
  v.object({
    key: v.string(),
    fileName: v.string(),
    seenShortName: v.string(),
    state: v.picklist(['waiting', 'sent', 'failed', 'removed']),
    direct: v.boolean(),
  }),
)

/**
 * The photos to follow again from what the device kept: none of a batch that was all through
 * when last seen (the next visit starts without it), none sent directly (without the outbox
 * they cannot be followed), nothing from a value that is not such a list.
 */
export function restoredBatch(value: unknown): SentPhoto[] {
  const parsed = v.safeParse(STORED, value)
  if (!parsed.success) return []
  const followed = parsed.output.filter((photo) => !photo.direct)
  return batchDone(followed) ? [] : followed
}
