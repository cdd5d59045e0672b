import { Hono } from 'hono'
import { MSG } from '~/shared/messages'
import { PUSH_MSG } from '~/shared/push'
import {
  pushPreferencesRequest,
  pushSubscribeRequest,
  pushUnsubscribeRequest,
} from '~/shared/schemas/push'
import type { AppEnv } from '../context'
import { ApiError } from '../http/errors'
import { hitRateLimit, RATE_RULES } from '../http/rate-limit'
import { requireUser } from '../http/require-user'
import { jsonBody } from '../http/validate'
import {
  preferencesOf,
  removeSubscription,
  savePreferences,
  saveSubscription,
} from '../push/subscriptions'

/**
 * Web Push (docs/decisions/114-push-vapid-key.md to docs/decisions/117-push-opt-in.md): the
 * server's public key, this device's subscription and the person's switches per kind. Only a
 * signed-in person has any of it.
 */
export const pushRoutes = new Hono<AppEnv>()
  .get('/key', async (c) => {
    requireUser(c)
    return c.json({ success: true as const, publicKey: await c.get('deps').push.publicKey() })
  })
  .post('/subscribe', async (c) => {
    const user = requireUser(c)
    const { db, clock, push } = c.get('deps')
    await hitRateLimit(db, `push:user:${user.id}`, RATE_RULES.accountPerUser, clock())
    const { subscription } = await jsonBody(c, pushSubscribeRequest)
    if (!push.acceptsEndpoint(subscription.endpoint)) {
      throw new ApiError(400, {
        endpoint: [PUSH_MSG.endpointNotAllowed],
        userMessage: [PUSH_MSG.endpointNotAllowed],
      })
    }
    const sessionHash = c.get('sessionHash')
    if (!sessionHash) throw ApiError.user(401, MSG.notLoggedIn)
    await saveSubscription(db, { userId: user.id, sessionHash }, subscription, clock())
    return c.json({ success: true as const })
  })
  .post('/unsubscribe', async (c) => {
    const user = requireUser(c)
    const { db, clock } = c.get('deps')
    await hitRateLimit(db, `push:user:${user.id}`, RATE_RULES.accountPerUser, clock())
    const { endpoint } = await jsonBody(c, pushUnsubscribeRequest)
    await removeSubscription(db, user.id, endpoint)
    return c.json({ success: true as const })
  })
  .get('/preferences', async (c) => {
    const user = requireUser(c)
    const preferences = await preferencesOf(c.get('deps').db, user.id)
    return c.json({ success: true as const, preferences })
  })
  .put('/preferences', async (c) => {
    const user = requireUser(c)
    const { db, clock } = c.get('deps')
    await hitRateLimit(db, `push:user:${user.id}`, RATE_RULES.accountPerUser, clock())
    const { preferences } = await jsonBody(c, pushPreferencesRequest)
    await savePreferences(db, user.id, preferences)
    return c.json({ success: true as const, preferences })
  })
