/**
 * The Web Push calls (docs/decisions/114-push-vapid-key.md and
 * docs/decisions/116-push-subscriptions.md): the server's public key, subscribing and unsubscribing
 * this device, the switches per kind. Signed-in people only; bad input is a 400 that changes
 * nothing.
 */

import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pushSubscriptions, serverKeys } from '~/server/db/schema'
import { ensureVapidKeys } from '~/server/push/vapid'
import { PUSH_MSG } from '~/shared/push'
import { pushKeyResponse, pushPreferencesResponse } from '~/shared/schemas/push'
import { browserKeys } from '../setup/push-receiver'
import { dbSnapshot } from './db-snapshot'
import { api, CookieJar, createTestApp, type TestApp } from './helpers'
import { register, type TestUser } from './seens-fixtures'

let t: TestApp
let ada: TestUser
let ben: TestUser

const subscription = (endpoint: string) => ({ endpoint, keys: browserKeys().json })
const endpointsOf = async (user: TestUser) =>
  (
    await t.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.id))
  ).map((r) => r.endpoint)

beforeAll(async () => {
  t = await createTestApp()
  ada = await register(t, 'pushc_ada')
  ben = await register(t, 'pushc_ben')
})
afterAll(() => t.close())

describe('GET /api/push/key', () => {
  it('answers one key pair for every instance, made once even when they start together', async () => {
    const [first, second] = await Promise.all([ensureVapidKeys(t.db), ensureVapidKeys(t.db)])
    expect(second).toEqual(first)
    expect(await t.db.select().from(serverKeys)).toHaveLength(1)
    const res = await api(t.app, ada.jar).get('/api/push/key')
    const body = v.parse(pushKeyResponse, await res.json())
    expect(body.publicKey).toBe(first?.publicKey)
    expect(Buffer.from(body.publicKey, 'base64url')).toHaveLength(65)
  })

  it('is for signed-in people only, and never carries the private key', async () => {
    expect((await api(t.app).get('/api/push/key')).status).toBe(401)
    const text = await (await api(t.app, ada.jar).get('/api/push/key')).text()
    const [row] = await t.db.select().from(serverKeys)
    expect(text).not.toContain(row?.privateKey)
  })
})

describe('POST /api/push/subscribe and /unsubscribe', () => {
  it('keeps one row per endpoint, moved to whoever subscribed with it last', async () => {
    const endpoint = 'https://fcm.googleapis.com/fcm/send/device-1'
    await api(t.app, ada.jar).post('/api/push/subscribe', { subscription: subscription(endpoint) })
    await api(t.app, ada.jar).post('/api/push/subscribe', { subscription: subscription(endpoint) })
    expect(await endpointsOf(ada)).toEqual([endpoint])
    await api(t.app, ben.jar).post('/api/push/subscribe', { subscription: subscription(endpoint) })
    expect(await endpointsOf(ada)).toEqual([])
    expect(await endpointsOf(ben)).toEqual([endpoint])
  })

  it("unsubscribing removes one's own endpoint and never another person's", async () => {
    const endpoint = 'https://fcm.googleapis.com/fcm/send/device-2'
    await api(t.app, ada.jar).post('/api/push/subscribe', { subscription: subscription(endpoint) })
    const res = await api(t.app, ben.jar).post('/api/push/unsubscribe', { endpoint })
    expect(res.status).toBe(200)
    expect(await endpointsOf(ada)).toEqual([endpoint])
    await api(t.app, ada.jar).post('/api/push/unsubscribe', { endpoint })
    expect(await endpointsOf(ada)).toEqual([])
  })

  it('ends with the session that made it: after logout that browser gets nothing', async () => {
    const jar = new CookieJar()
    await api(t.app, jar).form('/account/login', {
      login: 'pushc_ada',
      password: 'correct horse battery',
    })
    const endpoint = 'https://fcm.googleapis.com/fcm/send/shared-computer'
    await api(t.app, jar).post('/api/push/subscribe', { subscription: subscription(endpoint) })
    expect(await endpointsOf(ada)).toContain(endpoint)
    const claims = (await (await api(t.app, jar).get('/bff/user')).json()) as {
      type: string
      value: string
    }[]
    const logout = claims.find((claim) => claim.type === 'bff:logout_url')?.value ?? ''
    await api(t.app, jar).get(logout)
    expect(await endpointsOf(ada)).not.toContain(endpoint)
  })

  it('refuses guests, and http push services unless configured for a local one', async () => {
    const guest = await api(t.app).post('/api/push/subscribe', {
      subscription: subscription('https://fcm.googleapis.com/fcm/send/guest'),
    })
    expect(guest.status).toBe(401)
    const plain = await api(t.app, ada.jar).post('/api/push/subscribe', {
      subscription: subscription('http://127.0.0.1:9/push'),
    })
    expect(plain.status).toBe(400)
    expect(await plain.json()).toMatchObject({
      success: false,
      errors: {
        endpoint: [PUSH_MSG.endpointNotAllowed],
        userMessage: [PUSH_MSG.endpointNotAllowed],
      },
    })
  })

  it('answers generated bad subscriptions with 400 and changes nothing', async () => {
    const cleo = await register(t, 'pushc_cleo')
    const before = await dbSnapshot(t.db)
    const good = subscription('https://fcm.googleapis.com/fcm/send/fuzz')
    const bad = fc.oneof(
      fc.record({ endpoint: fc.string({ maxLength: 30 }), keys: fc.constant(good.keys) }),
      fc.record({
        endpoint: fc.constant(good.endpoint),
        keys: fc.record({
          p256dh: fc.string({ maxLength: 90 }),
          auth: fc.constant(good.keys.auth),
        }),
      }),
      fc.record({
        endpoint: fc.constant(good.endpoint),
        keys: fc.record({
          p256dh: fc.constant(good.keys.p256dh),
          auth: fc.string({ maxLength: 21 }),
        }),
      }),
      fc.constant({
        endpoint: `https://fcm.googleapis.com/fcm/send/${'x'.repeat(2100)}`,
        keys: good.keys,
      }),
      fc.constant({ endpoint: good.endpoint }),
      fc.anything(),
    )
    await fc.assert(
      fc.asyncProperty(bad, async (sub) => {
        const res = await api(t.app, cleo.jar).post('/api/push/subscribe', { subscription: sub })
        expect(res.status).toBe(400)
      }),
      { seed: 114, numRuns: 40 },
    )
    expect(await dbSnapshot(t.db)).toEqual(before)
  })
})

describe('GET and PUT /api/push/preferences', () => {
  it('has every kind on until turned off, and keeps what was saved', async () => {
    const client = api(t.app, ada.jar)
    const first = v.parse(
      pushPreferencesResponse,
      await (await client.get('/api/push/preferences')).json(),
    )
    expect(Object.values(first.preferences).every(Boolean)).toBe(true)
    const preferences = { ...first.preferences, photoReview: false, invitation: false }
    await client.put('/api/push/preferences', { preferences })
    const again = v.parse(
      pushPreferencesResponse,
      await (await client.get('/api/push/preferences')).json(),
    )
    expect(again.preferences).toEqual(preferences)
    const bens = await (await api(t.app, ben.jar).get('/api/push/preferences')).json()
    expect(Object.values(v.parse(pushPreferencesResponse, bens).preferences).every(Boolean)).toBe(
      true,
    )
  })

  it('refuses a missing kind, an unknown kind, a non-boolean and guests', async () => {
    const before = await dbSnapshot(t.db)
    const all = { message: true, invitation: true, joinRequest: true, photoReview: true }
    for (const preferences of [
      all,
      { ...all, joinApproved: true, sms: true },
      { ...all, joinApproved: 'yes' },
    ]) {
      expect((await api(t.app, ben.jar).put('/api/push/preferences', { preferences })).status).toBe(
        400,
      )
    }
    expect((await api(t.app).get('/api/push/preferences')).status).toBe(401)
    expect(await dbSnapshot(t.db)).toEqual(before)
  })
})
