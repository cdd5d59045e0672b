/** Turns one stored event into what each viewer of the Seen receives. */
import { LIVE_EVENTS } from '~/shared/schemas/live'
import { toAppearance } from '../appearances/rows'
import type { Db } from '../db/client'
import { canSeeAppearance, canViewSeen } from '../policy'
import { findSeenAccess } from '../seens/seen-access'
import type { StreamSession } from './hub-types'
import {
  appearanceForLive,
  type LiveEventRow,
  likersAmong,
  pendingCounts,
  seenCounts,
} from './queries'
import type { SseStream } from './sse'
import { appearanceChangeFor, type LiveViewer, ownsAppearance } from './visibility'

export interface Subscriber {
  viewer: LiveViewer
  session: StreamSession | null
  shortName: string
  stream: SseStream
  /** The last event this subscriber has been judged against (sent or not). */
  lastId: number
  lastPending?: string
}

export interface SeenState {
  seenId: string
  requiresApproval: boolean
}

async function sendPending(db: Db, seen: SeenState, subs: Subscriber[], id?: number) {
  const creators = subs.filter((sub) => sub.viewer.role === 'creator')
  if (creators.length === 0) return
  const pending = await pendingCounts(db, seen.seenId)
  const text = JSON.stringify(pending)
  for (const sub of creators) {
    if (sub.lastPending === text) continue
    sub.lastPending = text
    sub.stream.send(LIVE_EVENTS.pending, pending, id)
  }
}

export { sendPending }

async function deliverAppearance(db: Db, seen: SeenState, event: LiveEventRow, subs: Subscriber[]) {
  if (!event.appearanceId) return
  const row = await appearanceForLive(db, event.appearanceId)
  const owner = { createdById: row?.created_by ?? null, guestKeyHash: row?.guest_key_hash ?? null }
  const now = row
    ? { isHidden: row.is_hidden, isApproved: row.is_approved, isRejected: row.is_rejected }
    : null
  const users = subs.flatMap((sub) => (sub.viewer.userId ? [sub.viewer.userId] : []))
  const likers = row ? await likersAmong(db, row.id, users) : new Set<string>()
  const moderation = { requiresApproval: seen.requiresApproval }
  for (const sub of subs) {
    const change = appearanceChangeFor(sub.viewer, moderation, owner, event.oldState, now)
    if (change === 'show' && row) {
      const isLiked = sub.viewer.userId !== null && likers.has(sub.viewer.userId)
      const item = toAppearance({
        ...row,
        is_owner: ownsAppearance(sub.viewer, owner),
        is_liked: isLiked,
      })
      sub.stream.send(LIVE_EVENTS.appearance, item, event.id)
    } else if (change === 'remove' && event.appearanceShortName) {
      sub.stream.send(
        LIVE_EVENTS.removed,
        { appearanceShortName: event.appearanceShortName },
        event.id,
      )
    }
  }
  await sendPending(db, seen, subs, event.id)
}

async function deliverLikes(db: Db, seen: SeenState, event: LiveEventRow, subs: Subscriber[]) {
  if (!event.appearanceId) return
  const row = await appearanceForLive(db, event.appearanceId)
  if (!row) return
  const owner = { createdById: row.created_by, guestKeyHash: row.guest_key_hash }
  const flags = {
    isHidden: row.is_hidden,
    isApproved: row.is_approved,
    isRejected: row.is_rejected,
  }
  const counts = { appearance: { appearanceShortName: row.short_name, likedCount: row.like_count } }
  for (const sub of subs) {
    const state = { ...flags, isOwner: ownsAppearance(sub.viewer, owner) }
    if (canSeeAppearance(seen, sub.viewer.role, state, sub.viewer.filter)) {
      sub.stream.send(LIVE_EVENTS.counts, counts, event.id)
    }
  }
}

/** A Seen's type, owner or members changed: whoever may no longer view it loses the stream. */
async function deliverAccess(db: Db, seen: SeenState, subs: Subscriber[]) {
  for (const sub of subs) {
    const access = await findSeenAccess(db, sub.shortName, sub.viewer.userId)
    if (!access || !canViewSeen(access, access.role)) {
      sub.stream.close()
      continue
    }
    sub.viewer.role = access.role
    seen.requiresApproval = access.requiresApproval
  }
}

export async function deliver(db: Db, seen: SeenState, event: LiveEventRow, subs: Subscriber[]) {
  switch (event.kind) {
    case 'appearance':
      await deliverAppearance(db, seen, event, subs)
      break
    case 'appearance-likes':
      await deliverLikes(db, seen, event, subs)
      break
    case 'counts': {
      const counts = await seenCounts(db, seen.seenId)
      if (counts) for (const sub of subs) sub.stream.send(LIVE_EVENTS.counts, counts, event.id)
      break
    }
    case 'pending':
      await sendPending(db, seen, subs, event.id)
      break
    case 'access':
      await deliverAccess(db, seen, subs)
      break
  }
  for (const sub of subs) sub.lastId = Math.max(sub.lastId, event.id)
}
