import { useSyncExternalStore } from 'react'

/** How far the upload of each outbox entry being sent has gone (0..1), by entry id. */
const progress = new Map<string, number>()
const listeners = new Set<() => void>()

export function setUploadProgress(id: string, fraction: number | null) {
  if (fraction === null) progress.delete(id)
  else progress.set(id, fraction)
  for (const listener of listeners) listener()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** The upload's progress while entry `id` is being sent; null otherwise. */
export const useUploadProgress = (id: string | undefined): number | null =>
  useSyncExternalStore(subscribe, () => (id === undefined ? null : (progress.get(id) ?? null)))
