import { Hono } from 'hono'
import { PEOPLE_MSG } from '~/shared/people-messages'
import { unfollowRequest } from '~/shared/schemas/follow'
import type { AppEnv } from '../context'
import { ApiError } from '../http/errors'
import { requireUser } from '../http/require-user'
import { jsonBody } from '../http/validate'
import { followedUsers, removeFollow } from '../people/follows'

/** docs/product.md#calls GET /api/follow/list and POST /api/follow/unfollow. */
export const followRoutes = new Hono<AppEnv>()
  .get('/list', async (c) => {
    const user = requireUser(c)
    const list = await followedUsers(c.get('deps').db, user.id)
    return c.json({ success: true as const, followedUsers: list, errorMessage: null })
  })
  .post('/unfollow', async (c) => {
    const user = requireUser(c, PEOPLE_MSG.followNeedsLogin)
    const { userIdToUnfollow } = await jsonBody(c, unfollowRequest)
    const removed = await removeFollow(c.get('deps').db, user.id, userIdToUnfollow)
    if (!removed) throw ApiError.user(404, PEOPLE_MSG.notFollowing)
    return c.json({ success: true as const, errorMessage: null })
  })
