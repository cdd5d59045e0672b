import * as v from 'valibot'
import { seenListItem } from './seen'

/** How many Seens the share page offers at most: the live ones first to end come first. */
export const POSTABLE_SEENS_LIMIT = 50

/**
 * A live Seen the viewer may post to (GET /api/seen/postable): a list item and the end of its
 * live window, so a copy read offline leaves out what has ended since.
 */
export const postableSeen = v.object({ ...seenListItem.entries, liveUntil: v.string() })
export type PostableSeen = v.InferOutput<typeof postableSeen>

export const postableSeensResponse = v.object({ seenList: v.array(postableSeen) })
