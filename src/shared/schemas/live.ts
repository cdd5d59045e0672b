/**
 * Events of GET /api/seen/{shortname}/live (Server-Sent Events). Each event's `data` is one of
 * these JSON objects; the client reads every one with these schemas.
 */
import * as v from 'valibot'
import { REVIEW_FILTERS } from '../appearance-messages'
import { appearance } from './appearance'

export const LIVE_EVENTS = {
  appearance: 'appearance',
  removed: 'appearance-removed',
  counts: 'counts',
  pending: 'pending',
  /** The stream cannot resume from the Last-Event-ID it got: reload the list, then go on. */
  reset: 'reset',
} as const

/** A new, newly visible or changed appearance, as the list shows it to this viewer. */
export const liveAppearanceEvent = appearance

/** An appearance this viewer saw is gone for them (hidden, rejected, deleted). */
export const liveRemovedEvent = v.object({ appearanceShortName: v.string() })

/** The Seen's counters, or one appearance's like count. */
export const liveCountsEvent = v.object({
  appearanceCount: v.optional(v.number()),
  likeCount: v.optional(v.number()),
  bookmarkCount: v.optional(v.number()),
  appearance: v.optional(v.object({ appearanceShortName: v.string(), likedCount: v.number() })),
})

/** For the creator: what waits for their review (appearances on a moderated Seen, join requests). */
export const livePendingEvent = v.object({ appearances: v.number(), joinRequests: v.number() })

export type LiveAppearanceEvent = v.InferOutput<typeof liveAppearanceEvent>
export type LiveRemovedEvent = v.InferOutput<typeof liveRemovedEvent>
export type LiveCountsEvent = v.InferOutput<typeof liveCountsEvent>
export type LivePendingEvent = v.InferOutput<typeof livePendingEvent>

export const LIVE_EVENT_ID_MESSAGE = 'Last-Event-ID is not valid.'

/** `?filter=` (the creator's review filter, as the list takes it) and `?lastEventId=`. */
export const liveQuery = v.looseObject({
  filter: v.optional(v.picklist(REVIEW_FILTERS, 'filter is not a review filter.'), 'viewer'),
  lastEventId: v.optional(v.pipe(v.string(), v.regex(/^\d{1,15}$/, LIVE_EVENT_ID_MESSAGE))),
})

/** An event id as the server sends it and takes it back: a positive integer. */
export function parseLastEventId(value: string | undefined): number | 'invalid' | undefined {
  if (value === undefined || value === '') return undefined
  return /^\d{1,15}$/.test(value) ? Number(value) : 'invalid'
}
