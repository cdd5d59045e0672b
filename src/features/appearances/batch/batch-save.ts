import type { QueryClient } from '@tanstack/react-query'
import { notifyError } from '~/lib/notify'
import { confirmGuest } from '~/lib/offline'
import type { AppearanceRecordInput } from '~/shared/schemas/appearance'
import { postAppearanceRecord, queueAppearanceSave } from '../form/save'
import { appearanceKeys } from '../list/queries'
import type { SentPhoto } from './batch-progress-model'
import { batchStore } from './batch-store'

interface BatchRecord {
  /** The photo's id in the form. */
  id: string
  fileName: string
  record: AppearanceRecordInput
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
    for (const { id, fileName, record } of records) {
      const key = crypto.randomUUID()
      const queued = await queueAppearanceSave(client, seenShortName, record, key)
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
