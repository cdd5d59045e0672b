/**
 * Request bodies and queries of the Seen toggles and tag lookups (docs/product.md#calls,
 * docs/architecture/api.md#idempotency).
 */
import * as v from 'valibot'

const seenShortName = v.pipe(
  v.string('seenShortName is required.'),
  v.nonEmpty('seenShortName is required.'),
  v.maxLength(64, 'seenShortName must not exceed 64 characters.'),
)

/** POST /api/seen/like: without `like` it toggles; with it, it sets (a replay cannot flip it). */
export const likeSeenRequest = v.object({ seenShortName, like: v.optional(v.boolean()) })
export type LikeSeenRequest = v.InferOutput<typeof likeSeenRequest>

/** POST /api/seen/bookmark: like the like, with `bookmark`. */
export const bookmarkSeenRequest = v.object({ seenShortName, bookmark: v.optional(v.boolean()) })
export type BookmarkSeenRequest = v.InferOutput<typeof bookmarkSeenRequest>

/** GET /api/tags/autocomplete?search= */
export const tagSearchQuery = v.looseObject({ search: v.optional(v.string(), '') })

/** Answer of both tag lookups. */
export const tagsResponse = v.object({ tags: v.array(v.string()) })
