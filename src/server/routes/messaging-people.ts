import { Hono } from 'hono'
import { MESSAGING_MSG } from '~/shared/messaging-messages'
import { usernameRequest, userSuggestionsQuery } from '~/shared/schemas/messaging-requests'
import type { AppEnv } from '../context'
import type { Db } from '../db/client'
import { ApiError } from '../http/errors'
import { requireUser } from '../http/require-user'
import { jsonBody, queryOf } from '../http/validate'
import { addBlock, blockedUsers, removeBlock } from '../messaging/blocks'
import { userSuggestions, usersByUsername } from '../messaging/users'
import { blockDecision } from '../policy'

const ok = { success: true as const, errorMessage: null }

/** The user named in a block/unblock body, checked by the policy. */
async function blockTarget(db: Db, viewerId: string, username: string) {
  const target = (await usersByUsername(db, [username])).get(username.toLowerCase())
  const decision = blockDecision(viewerId, target?.id)
  if (decision === 'unknown-user') throw ApiError.user(404, MESSAGING_MSG.userNotFound(username))
  if (decision === 'self') throw ApiError.user(400, MESSAGING_MSG.cannotBlockSelf)
  return target?.id ?? ''
}

/** docs/product.md#calls block, unblock, blocked list and user suggestions. */
export const messagingPeopleRoutes = new Hono<AppEnv>()
  .post('/block', async (c) => {
    const user = requireUser(c)
    const { username } = await jsonBody(c, usernameRequest)
    const { db, clock } = c.get('deps')
    await addBlock(db, user.id, await blockTarget(db, user.id, username), clock())
    return c.json(ok)
  })
  .post('/unblock', async (c) => {
    const user = requireUser(c)
    const { username } = await jsonBody(c, usernameRequest)
    const { db } = c.get('deps')
    await removeBlock(db, user.id, await blockTarget(db, user.id, username))
    return c.json(ok)
  })
  .get('/blocked', async (c) => {
    const user = requireUser(c)
    return c.json({ ...ok, blockedUsers: await blockedUsers(c.get('deps').db, user.id) })
  })
  .get('/user-suggestions', async (c) => {
    const user = requireUser(c)
    const { query } = queryOf(c, userSuggestionsQuery)
    return c.json({ ...ok, users: await userSuggestions(c.get('deps').db, user.id, query) })
  })
