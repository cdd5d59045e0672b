import type { Connectivity, OutboxEntry } from '~/lib/offline'

export const UPLOAD_TEXT = {
  sending: (percent: number) => `Sending ${percent}%`,
  waiting: () => 'Waiting for connection',
  queued: () => 'Waiting to send',
  failed: () => 'Failed — retry',
} as const

export interface UploadState {
  kind: keyof typeof UPLOAD_TEXT
  percent: number
}

/**
 * What a queued upload shows: its progress while sent; waiting while the connection is slow or
 * gone; failed (with a retry) after the server answered but could not take it yet (5xx, 429,
 * its key still in flight); otherwise queued behind earlier ones.
 */
export function uploadState(input: {
  entry: Pick<OutboxEntry, 'attempts' | 'lastError' | 'status'>
  sending: boolean
  progress: number | null
  connectivity: Connectivity
}): UploadState {
  const { entry, sending, progress, connectivity } = input
  if (sending) return { kind: 'sending', percent: Math.round((progress ?? 0) * 100) }
  if (connectivity !== 'online') return { kind: 'waiting', percent: 0 }
  if (entry.attempts > 0 && entry.lastError) return { kind: 'failed', percent: 0 }
  return { kind: 'queued', percent: 0 }
}
