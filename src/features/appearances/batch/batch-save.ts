import type { QueryClient } from '@tanstack/react-query'
import { notifyError } from '~/lib/notify'
import { confirmGuest } from '~/lib/offline'
import type { AppearanceRecordInput } from '~/shared/schemas/appearance'
import type { QueuedClipFile } from '../clips/clip-post-kind'
import { postAppearanceRecord, queueAppearanceSave } from '../form/save'
import { appearanceKeys } from '../list/queries'
import type { SentPhoto } from './batch-progress-model'
import { batchStore } from './batch-store'

interface BatchRecord {
  /** The photo's id in the form. */
  id: string
  fileName: string
  record: AppearanceRecordInput
  /** A clip's file, sent over tus before its record. */
  clip?: QueuedClipFile | null
}

/**
 * The browser's storage ran out part-way through a batch: the photos named in `storedIds` are
 * queued (and will be sent), the others were not stored.
 */
export class StorageFullError extends Error {
  constructor(
    readonly storedIds: readonly string[],
    readonly total: number,
  ) {
    super(`storage full after ${storedIds.length} of ${total} photos`)
    this.name = 'StorageFullError'
  }
}

/** The device has no room to keep a clip until it is sent: said before anything is lost. */
export class ClipRoomError extends StorageFullError {
  override name = 'ClipRoomError'
}

/** This browser keeps no outbox (storage unavailable): a clip, sent only from there, cannot go. */
export class ClipWithoutOutboxError extends StorageFullError {
  override name = 'ClipWithoutOutboxError'
}

/**
 * Whether the browser can keep `bytes` more (with a margin for the database's own copy), after
 * asking it not to evict our storage: a clip is large, and losing it offline loses the moment.
 * A browser that cannot say is trusted (IndexedDB's own refusal still stops the batch).
 */
async function roomFor(bytes: number): Promise<boolean> {
  const storage = globalThis.navigator?.storage
  await storage?.persist?.().catch(() => false)
  const estimate = await storage?.estimate?.().catch(() => undefined)
  if (!estimate?.quota) return true
  return estimate.quota - (estimate.usage ?? 0) > bytes * 1.1
}

/** IndexedDB's refusal on a full disk (a DOMException, of another realm in some runtimes). */
const isQuotaError = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { name?: unknown }).name === 'QuotaExceededError'

/**
 * Each photo of a batch is saved exactly as a single appearance is: stored in the outbox under
 * its own Idempotency-Key before anything is sent (so offline, lie-fi, reloads and closing the
 * browser do not lose or double it). Resolves once every photo is stored; the progress panel
 * follows them from there. Where this browser has no outbox, the photos are uploaded directly
 * one after the other, in the background.
 */
export async function saveBatch(
  client: QueryClient,
  seenShortName: string,
  records: readonly BatchRecord[],
  isGuest: boolean,
): Promise<void> {
  const stored: SentPhoto[] = []
  const direct: { key: string; record: AppearanceRecordInput }[] = []
  const storedIds: string[] = []
  try {
    for (const { id, fileName, record, clip } of records) {
      const key = crypto.randomUUID()
      if (clip && !(await roomFor(clip.file.size)))
        throw new ClipRoomError(storedIds, records.length)
      const queued = await queueAppearanceSave(
        client,
        seenShortName,
        record,
        key,
        clip ?? undefined,
      )
      // A clip goes only through the outbox (tus needs it): without one it cannot be sent.
      if (!queued && clip) throw new ClipWithoutOutboxError(storedIds, records.length)
      stored.push({ key, fileName, seenShortName, state: 'waiting', direct: !queued })
      storedIds.push(id)
      if (!queued) direct.push({ key, record })
    }
  } catch (error) {
    throw isQuotaError(error) ? new StorageFullError(storedIds, records.length) : error
  } finally {
    // A failure part-way (storage full) keeps what was stored and reports the rest as an error.
    batchStore.add(stored)
  }
  if (direct.length > 0) void uploadDirectly(client, seenShortName, direct, isGuest)
}

async function uploadDirectly(
  client: QueryClient,
  seenShortName: string,
  photos: readonly { key: string; record: AppearanceRecordInput }[],
  isGuest: boolean,
) {
  if (isGuest) await confirmGuest(client).catch(() => undefined)
  for (const { key, record } of photos) {
    try {
      await postAppearanceRecord(record, () => {}, key)
      batchStore.settle(key, 'sent')
    } catch (error) {
      batchStore.settle(key, 'failed')
      notifyError(error)
    }
  }
  await client.invalidateQueries({ queryKey: appearanceKeys.lists(seenShortName) })
}
