/**
 * Where the server sends pushes (issue 40 finding 2, docs/decisions/163-push-endpoints.md): the
 * browsers' push services by default, any public host when the operator allows it, never this
 * machine or its networks in any spelling: refused at subscribe with a field error, and never
 * connected to at send, not even for a row that got stored. At most SUBSCRIPTIONS_PER_USER devices
 * a person.
 */
import type { LookupAddress } from 'node:dns'
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { envelopeErrors } from '~/lib/envelope'
import { pushSubscriptions, sessions } from '~/server/db/schema'
import { SUBSCRIPTIONS_PER_USER } from '~/server/push/subscriptions'
import { PUSH_MSG } from '~/shared/push'
import { pushDoneResponse } from '~/shared/schemas/push'
import { INTERNAL_HOSTS } from '../setup/internal-hosts'
import { browserKeys, type SilentService, startSilentService } from '../setup/push-receiver'
import { api, createTestApp, type TestApp } from './helpers'
import { send } from './messaging-fixtures'
import { register, type TestUser } from './seens-fixtures'

/** The default configuration: the known push services only. */
let known: TestApp
/** PUSH_ENDPOINT_HOSTS=public; host names resolve from `ANSWERS`, never a real resolver. */
let open: TestApp
let silent: SilentService
const asked: string[] = []

const ANSWERS: Record<string, LookupAddress[]> = {
  'rebound.push.test': [{ address: '127.0.0.1', family: 4 }],
  'v6.rebound.push.test': [{ address: '::1', family: 6 }],
}

async function subscribe(t: TestApp, user: TestUser, endpoint: string) {
  const subscription = { endpoint, keys: browserKeys().json }
  return api(t.app, user.jar).post('/api/push/subscribe', { subscription })
}

const endpointsOf = async (t: TestApp, user: TestUser) =>
  (
    await t.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.id))
      .orderBy(pushSubscriptions.createdAt)
  ).map((row) => row.endpoint)

async function expectRefused(res: Response) {
  expect(res.status).toBe(400)
  const errors = envelopeErrors(await res.json())
  expect(errors.endpoint).toEqual([PUSH_MSG.endpointNotAllowed])
}

beforeAll(async () => {
  silent = await startSilentService()
  known = await createTestApp()
  open = await createTestApp({
    env: { PUSH_ENDPOINT_HOSTS: 'public' },
    pushResolve: async (host) => {
      asked.push(host)
      const answer = ANSWERS[host]
      if (!answer) throw Object.assign(new Error('not in the test table'), { code: 'ENOTFOUND' })
      return answer
    },
  })
})
afterAll(async () => {
  await known.close()
  await open.close()
  await silent.close()
})

describe('subscribing', () => {
  it('takes the browsers’ push services by default, and no other host', async () => {
    const ada = await register(known, 'pushe_ada')
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/ada',
      'https://updates.push.services.mozilla.com/wpush/v2/ada',
      'https://web.push.apple.com/QAda',
      'https://wns2-par02p.notify.windows.com/w/?token=ada',
    ]) {
      const res = await subscribe(known, ada, endpoint)
      expect(v.parse(pushDoneResponse, await res.json())).toEqual({ success: true })
    }
    for (const endpoint of [
      'https://push.example.com/ada',
      'https://fcm.googleapis.com:8443/fcm/send/ada',
      'http://fcm.googleapis.com/fcm/send/ada',
    ]) {
      await expectRefused(await subscribe(known, ada, endpoint))
    }
    expect(await endpointsOf(known, ada)).toHaveLength(4)
  })

  describe('this machine and its networks', () => {
    // One person per app and form of the URL: each stays within its subscribe rate limit.
    const people: [TestApp, TestUser, (host: string) => string][] = []
    beforeAll(async () => {
      const bare = (host: string) => `https://${host}/push`
      const ported = (host: string) => `https://${host}:${silent.port}/push?x=1`
      people.push(
        [known, await register(known, 'pushe_k1'), bare],
        [open, await register(open, 'pushe_o1'), bare],
        [open, await register(open, 'pushe_o2'), ported],
      )
    })

    it.each(INTERNAL_HOSTS)('refuses %s, also with other public hosts allowed', async (host) => {
      for (const [t, user, endpoint] of people) {
        await expectRefused(await subscribe(t, user, endpoint(host)))
        expect(await endpointsOf(t, user)).toEqual([])
      }
    })
  })

  it('keeps a person’s newest devices: a new one past the cap replaces the oldest', async () => {
    const cap = await register(known, 'pushe_cap')
    const endpoint = (n: number) => `https://fcm.googleapis.com/fcm/send/cap-${n}`
    for (let n = 1; n <= SUBSCRIPTIONS_PER_USER; n++) {
      expect((await subscribe(known, cap, endpoint(n))).status).toBe(200)
      known.clock.advance(1000)
    }
    // The same endpoint again renews it and counts once.
    expect((await subscribe(known, cap, endpoint(1))).status).toBe(200)
    known.clock.advance(1000)
    expect(await endpointsOf(known, cap)).toHaveLength(SUBSCRIPTIONS_PER_USER)
    expect((await subscribe(known, cap, endpoint(99))).status).toBe(200)
    const kept = await endpointsOf(known, cap)
    expect(kept).toHaveLength(SUBSCRIPTIONS_PER_USER)
    expect(kept).not.toContain(endpoint(2))
    expect(kept.slice(-2)).toEqual([endpoint(1), endpoint(99)])
  })
})

describe('sending', () => {
  /** Stores subscriptions as no request could, on the victim's own session. */
  async function storeDirectly(user: TestUser, endpoints: string[]) {
    const [session] = await open.db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(eq(sessions.userId, user.id))
    if (!session) throw new Error('no session')
    await open.db.insert(pushSubscriptions).values(
      endpoints.map((endpoint) => ({
        userId: user.id,
        sessionHash: session.tokenHash,
        endpoint,
        ...browserKeys().json,
      })),
    )
  }

  it('opens no connection to a stored loopback endpoint in any spelling, and drops it', async () => {
    const [victim, sender] = [await register(open, 'pushe_vic'), await register(open, 'pushe_snd')]
    const spellings = [
      'localhost',
      '127.1',
      '2130706433',
      '0x7f000001',
      '[::1]',
      '[::ffff:127.0.0.1]',
    ]
    await storeDirectly(
      victim,
      spellings.flatMap((host) => [
        `https://${host}:${silent.port}/push?to=internal`,
        `http://${host}:${silent.port}/push`,
      ]),
    )
    await send(open, sender, [victim], 'hello', 'Anyone home?')
    await open.push.idle()
    expect(silent.connections()).toBe(0)
    expect(await endpointsOf(open, victim)).toEqual([])
  })

  it('opens no connection when a public-looking name resolves to loopback', async () => {
    const [victim, sender] = [
      await register(open, 'pushe_vic2'),
      await register(open, 'pushe_snd2'),
    ]
    const endpoints = [
      `https://rebound.push.test:${silent.port}/push`,
      `https://v6.rebound.push.test:${silent.port}/push`,
    ]
    for (const endpoint of endpoints)
      expect((await subscribe(open, victim, endpoint)).status).toBe(200)
    await send(open, sender, [victim], 'hello', 'Anyone home?')
    await open.push.idle()
    expect(asked).toEqual(expect.arrayContaining(['rebound.push.test', 'v6.rebound.push.test']))
    expect(silent.connections()).toBe(0)
    // The name may resolve elsewhere tomorrow: the row stays, checked again at each send.
    expect((await endpointsOf(open, victim)).sort()).toEqual(endpoints.sort())
  })
})
