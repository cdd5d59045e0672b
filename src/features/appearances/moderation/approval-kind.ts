/**
 * The host's Approve all / Reject all through the outbox (`review-all.ts`): one entry per
 * appearance, docs/product.md#calls POST /api/appearance/approve/{appearanceShortName} with
 * approve, sent in order once the undo window has passed and the connection allows. The cards show
 * the decision at once; a refusal puts back what was there, with its failure text
 * (docs/product.md#error-texts).
 */
import type { QueryClient } from '@tanstack/react-query'
import { liveStore } from '~/features/live/live-store'
import { seenKeys } from '~/features/seens/queries'
import { notify } from '~/lib/notify'
import { defineOfflineMutation } from '~/lib/offline'
import { APPEARANCE_MSG } from '~/shared/appearance-messages'
import { type Appearance, approveAppearanceResponse } from '~/shared/schemas/appearance'
import { patchAppearanceEverywhere } from '../list/cache'
import { appearanceKeys } from '../list/queries'

export interface ApprovalPayload {
  approve: boolean
  /** The appearance as shown before the decision (its Seen, and what a refusal puts back). */
  before: Appearance
}

export const isPendingApproval = (a: Appearance) => !a.isApproved && !a.isRejected

const decided = (isApproved: boolean, isRejected: boolean) => (a: Appearance) => ({
  ...a,
  isApproved,
  isRejected,
})

/** Short names decided here and not yet answered, per Seen: the counts shown leave them out. */
const deciding = new Map<string, Set<string>>()
const listeners = new Set<() => void>()
const changed = () => {
  for (const listener of listeners) listener()
}

export const decisionStore = {
  add(seenShortName: string, names: string[]) {
    deciding.set(seenShortName, new Set([...(deciding.get(seenShortName) ?? []), ...names]))
    changed()
  },
  remove(seenShortName: string, name: string) {
    const names = deciding.get(seenShortName)
    if (!names?.has(name)) return
    const rest = new Set(names)
    rest.delete(name)
    if (rest.size > 0) deciding.set(seenShortName, rest)
    else deciding.delete(seenShortName)
    changed()
  },
  count: (seenShortName: string) => deciding.get(seenShortName)?.size ?? 0,
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
}

const reloadSeen = (client: QueryClient, seenShortName: string) => {
  void client.invalidateQueries({ queryKey: appearanceKeys.lists(seenShortName) })
  void client.invalidateQueries({ queryKey: seenKeys.detail(seenShortName) })
}

/** One fewer waits: said at once, until the live stream's next count says it again. */
function countOneDecided(seenShortName: string) {
  const pending = liveStore.pending(seenShortName)
  if (!pending) return
  liveStore.setPending(seenShortName, {
    ...pending,
    appearances: Math.max(0, pending.appearances - 1),
  })
}

/** Target: the appearance's short name. */
export const appearanceApprovalKind = defineOfflineMutation<
  ApprovalPayload,
  typeof approveAppearanceResponse
>({
  kind: 'appearances.approve',
  policy: 'ordered',
  request: ({ approve }, appearanceShortName) => ({
    method: 'post',
    path: `/api/appearance/approve/${encodeURIComponent(appearanceShortName)}`,
    body: { approve },
  }),
  response: approveAppearanceResponse,
  apply: (client, { approve }, appearanceShortName) =>
    patchAppearanceEverywhere(client, appearanceShortName, decided(approve, !approve)),
  rollback: (client, { approve, before }) => {
    const { seenShortName, appearanceShortName, isApproved, isRejected } = before
    patchAppearanceEverywhere(client, appearanceShortName, decided(isApproved, isRejected))
    decisionStore.remove(seenShortName, appearanceShortName)
    notify.error(approve ? APPEARANCE_MSG.approveFailed : APPEARANCE_MSG.rejectFailed)
    reloadSeen(client, seenShortName)
  },
  // docs/product.md#states: after success the Seen is reloaded. The undo toast already said what
  // was done.
  settle: (client, _answer, { before }) => {
    const { seenShortName, appearanceShortName } = before
    if (isPendingApproval(before)) countOneDecided(seenShortName)
    decisionStore.remove(seenShortName, appearanceShortName)
    reloadSeen(client, seenShortName)
  },
})
