/**
 * Approve all / Reject all of the photos that wait (issue 44). The cards show the decision at
 * once with an Undo in a toast; only when the toast leaves without Undo, or the page is left,
 * do the decisions go into the outbox (`approval-kind.ts`), to be sent when the connection
 * allows. An undo window rather than a reversing call: the server has no way back to "waiting",
 * and an approved photo reaches every viewer's live page as soon as it is sent.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useSyncExternalStore } from 'react'
import { useLivePending } from '~/features/live/live-store'
import { notifyError } from '~/lib/notify'
import { notifyUndoable } from '~/lib/notify-undo'
import { queueOrdered } from '~/lib/offline'
import type { Appearance } from '~/shared/schemas/appearance'
import { patchAppearanceEverywhere } from '../list/cache'
import { appearanceApprovalKind, decisionStore, isPendingApproval } from './approval-kind'

const photosWaiting = (count: number) =>
  count === 1 ? '1 photo waiting' : `${count} photos waiting`

export const REVIEW_ALL_TEXT = {
  waiting: photosWaiting,
  review: 'Review',
  /** The pending banner's name: what it says and what it does. */
  banner: (count: number) => `${photosWaiting(count)} — Review`,
  approveAll: 'Approve all',
  rejectAll: 'Reject all',
  approved: (count: number) => (count === 1 ? '1 photo approved' : `${count} photos approved`),
  rejected: (count: number) => (count === 1 ? '1 photo rejected' : `${count} photos rejected`),
  undo: 'Undo',
} as const

/** Never longer than this, whatever keeps the toast up (the toaster never loading, say). */
const LONGEST_WAIT_MS = 60_000

/** Decide every one of `items` (pending photos of one Seen) the same way, with an undo window. */
export function useDecideAll() {
  const client = useQueryClient()
  return (items: Appearance[], approve: boolean) => {
    const pending = items.filter(isPendingApproval)
    const first = pending[0]
    if (!first) return
    const seenShortName = first.seenShortName
    const names = pending.map((a) => a.appearanceShortName)
    const show = (isApproved: boolean, isRejected: boolean) => {
      for (const name of names) {
        patchAppearanceEverywhere(client, name, (a) => ({ ...a, isApproved, isRejected }))
      }
    }
    show(approve, !approve)
    decisionStore.add(seenShortName, names)

    let over = false
    const finish = () => {
      over = true
      clearTimeout(timer)
      window.removeEventListener('pagehide', keep)
    }
    const keep = () => {
      if (over) return
      finish()
      dismiss()
      // Each waits in the outbox until sent; the approval kind's settle takes it off the count.
      for (const before of pending) {
        queueOrdered(appearanceApprovalKind, before.appearanceShortName, { approve, before }).catch(
          (error: unknown) => {
            decisionStore.remove(seenShortName, before.appearanceShortName)
            patchAppearanceEverywhere(client, before.appearanceShortName, (a) => ({
              ...a,
              isApproved: before.isApproved,
              isRejected: before.isRejected,
            }))
            notifyError(error)
          },
        )
      }
    }
    const undo = () => {
      if (over) return
      finish()
      show(false, false)
      for (const name of names) decisionStore.remove(seenShortName, name)
    }
    const text = approve ? REVIEW_ALL_TEXT.approved : REVIEW_ALL_TEXT.rejected
    const dismiss = notifyUndoable(text(names.length), REVIEW_ALL_TEXT.undo, {
      onUndo: undo,
      onKept: keep,
    })
    const timer = setTimeout(keep, LONGEST_WAIT_MS)
    window.addEventListener('pagehide', keep)
  }
}

const useDecidingCount = (seenShortName: string) =>
  useSyncExternalStore(
    decisionStore.subscribe,
    () => decisionStore.count(seenShortName),
    () => 0,
  )

/**
 * How many photos wait for the host's decision, as the live stream counts them, less those just
 * decided here and not yet answered. Undefined until the stream has said.
 */
export function useWaitingPhotos(seenShortName: string): number | undefined {
  const live = useLivePending(seenShortName)
  const deciding = useDecidingCount(seenShortName)
  return live ? Math.max(0, live.appearances - deciding) : undefined
}

/**
 * A review list that holds waiting photos (filter pending or all) asks again when the live count
 * says more wait than it shows: the stream adds new photos to the viewers' list only.
 */
export function useRefetchWhenMoreWait(
  seenShortName: string,
  shown: number,
  active: boolean,
  refetch: () => void,
) {
  const waiting = useWaitingPhotos(seenShortName)
  const askedAt = useRef<number | undefined>(undefined)
  useEffect(() => {
    if (!active || waiting === undefined || waiting <= shown || askedAt.current === waiting) return
    askedAt.current = waiting
    refetch()
  }, [active, waiting, shown, refetch])
}
