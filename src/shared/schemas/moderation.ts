/**
 * The host's moderation calls (docs/decisions/111-remove-appearance.md to
 * docs/decisions/113-moderation-offline.md): remove an appearance, block its poster from posting to
 * the Seen, list and lift those blocks.
 */
import * as v from 'valibot'
import { fieldMessage } from '../messages'

/** The body of remove and block: nothing (an empty body or `{}`); the path names the photo. */
export const moderateAppearanceRequest = v.object({})

/** POST /api/appearance/remove/{appearanceShortName}: the appearance is gone. */
export const removeAppearanceResponse = v.object({
  appearanceShortName: v.string(),
  seenShortName: v.string(),
})

/** One poster the creator blocked from posting to their Seen: a user, or a guest's session. */
export const blockedPoster = v.object({
  id: v.string(),
  seenShortName: v.string(),
  /** The user's display name, or the name the guest posted under. */
  displayName: v.string(),
  /** The user's username; null for a guest. */
  username: v.nullable(v.string()),
  isGuest: v.boolean(),
  blockedDate: v.string(),
})
export type BlockedPoster = v.InferOutput<typeof blockedPoster>

/** POST /api/appearance/block/{appearanceShortName}: its poster is blocked (or already was). */
export const blockPosterResponse = v.object({ blockedPoster })

/** GET /api/seen/blocked-posters/{seenShortName}: newest first. */
export const blockedPostersResponse = v.object({ blockedPosters: v.array(blockedPoster) })

/** POST /api/seen/blocked-posters/unblock {blockId} */
export const unblockPosterRequest = v.object({
  blockId: v.pipe(
    v.string(fieldMessage.required('blockId')),
    v.nonEmpty(fieldMessage.required('blockId')),
    v.maxLength(64, fieldMessage.tooLong('blockId', 64)),
  ),
})
export const unblockPosterResponse = v.object({ blockId: v.string() })
