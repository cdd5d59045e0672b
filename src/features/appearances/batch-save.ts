import type { QueryClient } from '@tanstack/react-query'
import { notifyError } from '~/lib/notify'
import { confirmGuest } from '~/lib/offline'
import type { AppearanceRecordInput } from '~/shared/schemas/appearance'
import type { SentPhoto } from './batch-progress-model'
import { batchStore } from './batch-store'
import { appearanceKeys } from './queries'
import { postAppearanceRecord, queueAppearanceSave } from './save'

interface BatchRecord {
  fileName: string
  record: AppearanceRecordInput
}

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
  try {
    for (const { fileName, record } of records) {
      const key = crypto.randomUUID()
      const queued = await queueAppearanceSave(client, seenShortName, record, key)
      stored.push({ key, fileName, seenShortName, state: 'waiting', direct: !queued })
      if (!queued) direct.push({ key, record })
    }
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
