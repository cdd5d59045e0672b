/**
 * The creator's review mode (toolbar button <-> appearance section) and the docs/product.md#states
 * review filter, saved locally under STORAGE_KEYS.approvalFilter (default 'viewer').
 */
import { useSyncExternalStore } from 'react'
import { readItem, writeItem } from '~/lib/local-store'
import { REVIEW_FILTERS, type ReviewFilter } from '~/shared/appearance-messages'
import { STORAGE_KEYS } from '~/shared/constants'

export function readReviewFilter(): ReviewFilter {
  const stored = readItem(STORAGE_KEYS.approvalFilter)
  return REVIEW_FILTERS.find((filter) => filter === stored) ?? 'viewer'
}

interface ReviewState {
  reviewing: boolean
  filter: ReviewFilter
}

// Read from storage on first use, not at import, so the saved filter is the current one. A
// creator who comes back to a Seen with a saved filter other than 'viewer' is reviewing with it.
let state: ReviewState | null = null
const current = () => {
  if (!state) {
    const filter = readReviewFilter()
    state = { reviewing: filter !== 'viewer', filter }
  }
  return state
}
const listeners = new Set<() => void>()

function set(next: Partial<ReviewState>) {
  state = { ...current(), ...next }
  for (const listener of listeners) listener()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export const reviewStore = {
  /** Reviewing with the saved filter (read again: another tab may have changed it). */
  startReviewing: () => set({ reviewing: true, filter: readReviewFilter() }),
  stopReviewing: () => set({ reviewing: false }),
  /**
   * Straight to what waits (the pending banner, the review button while photos wait). Not
   * saved: the saved filter stays the one picked in the select, so a later visit with nothing
   * waiting does not open on an empty list.
   */
  openPending: () => set({ reviewing: true, filter: 'pending' }),
  /** Leaving a Seen (its page unmounts): the next Seen starts again from the saved filter. */
  leave: () => {
    state = null
  },
  setFilter: (filter: ReviewFilter) => {
    writeItem(STORAGE_KEYS.approvalFilter, filter)
    set({ filter })
  },
}

export function useReviewState(): ReviewState {
  return useSyncExternalStore(subscribe, current, current)
}
