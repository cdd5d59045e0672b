/**
 * What the live streams say, shared by whoever shows it: the page that holds the stream applies
 * events to the query cache; the slideshow, the wall and the review icon listen here.
 */
import { useEffect, useSyncExternalStore } from 'react'
import type { Appearance } from '~/shared/schemas/appearance'
import type { LivePendingEvent } from '~/shared/schemas/live'

export type LiveStatus = 'connecting' | 'open' | 'down'

export type LiveMessage =
  | { type: 'appearance'; appearance: Appearance }
  | { type: 'removed'; appearanceShortName: string }
  | { type: 'reset' }

type Listener = (message: LiveMessage) => void

const listeners = new Map<string, Set<Listener>>()
const statuses = new Map<string, LiveStatus>()
const pendings = new Map<string, LivePendingEvent>()
const watchers = new Set<() => void>()
const changed = () => {
  for (const watch of watchers) watch()
}
const watch = (callback: () => void) => {
  watchers.add(callback)
  return () => {
    watchers.delete(callback)
  }
}

export const liveStore = {
  emit(shortName: string, message: LiveMessage) {
    for (const listener of listeners.get(shortName) ?? []) listener(message)
  },
  subscribe(shortName: string, listener: Listener) {
    const set = listeners.get(shortName) ?? new Set()
    set.add(listener)
    listeners.set(shortName, set)
    return () => {
      set.delete(listener)
      if (set.size === 0) listeners.delete(shortName)
    }
  },
  setStatus(shortName: string, status: LiveStatus | undefined) {
    if (status) statuses.set(shortName, status)
    else statuses.delete(shortName)
    changed()
  },
  status: (shortName: string) => statuses.get(shortName),
  setPending(shortName: string, pending: LivePendingEvent | undefined) {
    if (pending) pendings.set(shortName, pending)
    else pendings.delete(shortName)
    changed()
  },
  pending: (shortName: string) => pendings.get(shortName),
}

export const useLiveStatus = (shortName: string) =>
  useSyncExternalStore(
    watch,
    () => liveStore.status(shortName),
    () => undefined,
  )

export const useLivePending = (shortName: string) =>
  useSyncExternalStore(
    watch,
    () => liveStore.pending(shortName),
    () => undefined,
  )

/** Calls `listener` for each live message of this Seen while mounted. */
export function useLiveMessages(shortName: string, listener: Listener) {
  useEffect(() => liveStore.subscribe(shortName, listener), [shortName, listener])
}
