import * as v from 'valibot'
import { PEOPLE_MSG } from '../people-messages'

/** POST /api/userprofile/follow/{username}: `follow` is the desired state; without it, a toggle. */
export const followRequest = v.object({ follow: v.optional(v.boolean()) })

/** POST /api/follow/unfollow */
export const unfollowRequest = v.object({
  userIdToUnfollow: v.pipe(v.string(PEOPLE_MSG.userNotFound), v.uuid(PEOPLE_MSG.userNotFound)),
})

export const followStatusResponse = v.object({ isFollowing: v.boolean() })

/**
 * docs/product.md#records Followed user. `avatar` is the thumbnail path of their avatar, or null.
 */
export const followedUser = v.object({
  userId: v.string(),
  userName: v.string(),
  displayName: v.string(),
  avatar: v.nullable(v.string()),
  followDate: v.string(),
})
export type FollowedUser = v.InferOutput<typeof followedUser>

export const followListResponse = v.object({
  followedUsers: v.array(followedUser),
  errorMessage: v.nullable(v.string()),
})
