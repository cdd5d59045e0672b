/**
 * The one posting form of a Seen's page, opened from wherever the page offers to post: "Add your
 * photos" (with the photos just picked), the floating 'Make Appearance' button and the toolbar's
 * "Add photos" (empty, to pick or take photos in the form). `PostingFormHost` draws it.
 */
import { useSyncExternalStore } from 'react'

export interface PostingRequest {
  seenShortName: string
  /** Photos picked before the form opened; none when it opens empty. */
  files: readonly File[]
  /** A new number on every open, so a form opened again starts afresh. */
  id: number
}

let current: PostingRequest | null = null
let opened = 0
const listeners = new Set<() => void>()

function publish(next: PostingRequest | null) {
  current = next
  for (const listener of listeners) listener()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** Open the posting form of the Seen whose page is shown, with `files` already picked. */
export function openPostingForm(seenShortName: string, files: readonly File[] = []) {
  opened += 1
  publish({ seenShortName, files, id: opened })
}

export function closePostingForm() {
  if (current) publish(null)
}

/** The open request for this Seen's page, or null. */
export function usePostingRequest(seenShortName: string): PostingRequest | null {
  const request = useSyncExternalStore(subscribe, () => current)
  return request?.seenShortName === seenShortName ? request : null
}
