/**
 * Web Push deliveries (docs/decisions/114-push-vapid-key.md to
 * docs/decisions/116-push-subscriptions.md): each kind reaches its person at a local push service,
 * encrypted for the subscription's keys and signed with the server's VAPID key; batched per window;
 * 404/410 drop the subscription; a kind turned off sends nothing.
 */
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pruneExpired } from '~/server/db/maintenance'
import { pushBatches, pushSubscriptions, serverKeys } from '~/server/db/schema'
import { createLogger } from '~/server/logger'
import { PUSH_WINDOW_MS } from '~/shared/push'
import {
  type BrowserKeys,
  browserKeys,
  type PushReceiver,
  startPushReceiver,
  vapidSignatureValid,
} from '../setup/push-receiver'
import { makeAppearance, makeSeen } from './appearances-fixtures'
import { api, CookieJar, createTestApp, type TestApp } from './helpers'
import { logCapture } from './log-capture'
import { as } from './membership-fixtures'
import { send } from './messaging-fixtures'
import { insertSeen, register, type TestUser } from './seens-fixtures'

const { lines, stream: capture } = logCapture()

let t: TestApp
let receiver: PushReceiver
let host: TestUser
let bob: TestUser
let carol: TestUser
const devices = new Map<string, { path: string; keys: BrowserKeys }>()

async function subscribe(user: TestUser, path = `/${user.username}`) {
  const keys = browserKeys()
  const res = await api(t.app, user.jar).post('/api/push/subscribe', {
    subscription: { endpoint: `${receiver.origin}${path}`, keys: keys.json },
  })
  expect(res.status).toBe(200)
  devices.set(user.username, { path, keys })
}

/** What `user`'s device has been sent, newest last, after the app's pushes are done. */
async function pushesTo(user: TestUser) {
  await t.push.idle()
  const device = devices.get(user.username)
  if (!device) throw new Error('no device')
  return receiver.payloads(device.path, device.keys)
}

beforeAll(async () => {
  receiver = await startPushReceiver()
  t = await createTestApp({
    env: { PUSH_LOCAL_ENDPOINTS: 'true' },
    logger: createLogger({ production: true, destination: capture }),
  })
  host = await register(t, 'push_host')
  bob = await register(t, 'push_bob')
  carol = await register(t, 'push_carol')
  for (const user of [host, bob, carol]) await subscribe(user)
})
afterAll(async () => {
  await t.close()
  await receiver.close()
})

describe('a new message', () => {
  it('reaches the recipient encrypted for their keys, signed with the server key', async () => {
    await send(t, carol, [bob], 'See you there', 'Tonight')
    expect(await pushesTo(bob)).toEqual([
      { title: 'New message from push_carol Display', body: 'Tonight', url: '/messages' },
    ])
    const delivery = receiver.received.find((r) => r.path === '/push_bob')
    const { publicKey } = (await (await api(t.app, bob.jar).get('/api/push/key')).json()) as {
      publicKey: string
    }
    expect(vapidSignatureValid(String(delivery?.headers.authorization), receiver.origin)).toBe(
      publicKey,
    )
    expect(delivery?.headers['content-encoding']).toBe('aes128gcm')
    expect(await pushesTo(carol)).toEqual([])
  })

  it('sends one push per window and the rest as one batch when it ends', async () => {
    t.clock.advance(PUSH_WINDOW_MS)
    // Each message's push is claimed after its write commits, beside the answer: waited for,
    // and a second apart, so that the newest message is also the last one counted (the batch
    // names its sender).
    for (const [from, subject] of [
      [host, 'one'],
      [bob, 'two'],
      [host, 'three'],
    ] as const) {
      await send(t, from, [carol], subject, subject)
      await t.push.idle()
      t.clock.advance(1000)
    }
    expect((await pushesTo(carol)).map((p) => p.title)).toEqual([
      'New message from push_host Display',
    ])
    await t.push.flushDue()
    expect(await pushesTo(carol)).toHaveLength(1)
    t.clock.advance(PUSH_WINDOW_MS)
    await t.push.flushDue()
    expect((await pushesTo(carol)).at(-1)).toEqual({
      title: '2 new messages',
      body: 'The newest is from push_host Display.',
      url: '/messages',
    })
    await t.push.flushDue()
    expect(await pushesTo(carol)).toHaveLength(2)
  })
})

describe('Seen events', () => {
  it('an invitation reaches the invitee and opens the invitations page', async () => {
    const seen = await insertSeen(t, host.id, { type: 4, name: 'Garden party' })
    const res = await as(t, host).post('/api/seen/invitations/send', {
      seenShortName: seen.shortName,
      invitees: ['push_bob'],
      expirationDays: 7,
    })
    expect(res.status).toBe(200)
    expect((await pushesTo(bob)).at(-1)).toEqual({
      title: 'Invitation to Garden party',
      body: 'push_host Display invited you.',
      url: '/notifications',
    })
  })

  it('a join request reaches the creator; its approval reaches the person who asked', async () => {
    const seen = await insertSeen(t, host.id, { type: 3, name: 'Book club' })
    const asked = await as(t, carol).post('/api/seen/joinrequests/request', {
      seenShortName: seen.shortName,
    })
    const url = `/seen?shortname=${seen.shortName}`
    // The creator's push opens the Seen with its Join requests dialog
    // (docs/decisions/138-join-request-push-link.md).
    expect((await pushesTo(host)).at(-1)).toEqual({
      title: 'push_carol Display asks to join Book club',
      body: 'Open the Seen to approve or reject.',
      url: `${url}&open=joinRequests`,
    })
    const requestId = (asked.body.request as { id: string }).id
    await as(t, host).post('/api/seen/joinrequests/approve', { requestId, approve: true })
    expect((await pushesTo(carol)).at(-1)).toEqual({
      title: 'You joined Book club',
      body: 'Your request to join was approved.',
      url,
    })
  })

  it('photos waiting for review reach the creator, batched per Seen', async () => {
    const before = (await pushesTo(host)).length
    const seen = await makeSeen(t, host, { requiresApproval: true })
    await makeAppearance(t, bob.jar, seen.shortName, { displayUserName: 'Bob' })
    // The batch counts what came after the window's first push.
    await t.push.idle()
    t.clock.advance(1000)
    await makeAppearance(t, new CookieJar(), seen.shortName)
    await makeAppearance(t, carol.jar, seen.shortName)
    const sent = (await pushesTo(host)).slice(before)
    expect(sent).toEqual([
      {
        title: 'A new photo to review',
        body: expect.stringMatching(/^In /),
        url: expect.any(String),
      },
    ])
    t.clock.advance(PUSH_WINDOW_MS)
    await t.push.flushDue()
    expect((await pushesTo(host)).at(-1)?.title).toBe('2 new photos to review')
  })

  it('the creator’s own photo and photos on a Seen without approval send nothing', async () => {
    const before = (await pushesTo(host)).length
    const open = await makeSeen(t, host)
    await makeAppearance(t, bob.jar, open.shortName)
    const reviewed = await makeSeen(t, host, { requiresApproval: true })
    await makeAppearance(t, host.jar, reviewed.shortName)
    expect(await pushesTo(host)).toHaveLength(before)
  })
})

describe('preferences and dead subscriptions', () => {
  it('a kind turned off sends nothing of that kind, the others still come', async () => {
    const dave = await register(t, 'push_dave')
    await subscribe(dave)
    const client = api(t.app, dave.jar)
    const all = { message: true, invitation: true, joinRequest: true, photoReview: true }
    await client.put('/api/push/preferences', {
      preferences: { ...all, joinApproved: true, message: false },
    })
    await send(t, bob, [dave], 'hi', 'Muted')
    expect(await pushesTo(dave)).toEqual([])
    const seen = await insertSeen(t, host.id, { type: 4, name: 'Picnic' })
    await as(t, host).post('/api/seen/invitations/send', {
      seenShortName: seen.shortName,
      invitees: ['push_dave'],
      expirationDays: 7,
    })
    expect((await pushesTo(dave)).map((p) => p.title)).toEqual(['Invitation to Picnic'])
  })

  it.each([410, 404])('a subscription answered %i is removed; others stay', async (status) => {
    const erin = await register(t, `push_erin_${status}`)
    await subscribe(erin, `/gone-${status}`)
    await subscribe(erin, `/alive-${status}`)
    receiver.answer(`/gone-${status}`, status)
    await send(t, bob, [erin], 'hi', 'Still there?')
    await t.push.idle()
    const rows = await t.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, erin.id))
    expect(rows).toEqual([{ endpoint: `${receiver.origin}/alive-${status}` }])
  })

  it('a failing push service changes nothing for the request or the subscription', async () => {
    const fay = await register(t, 'push_fay')
    await subscribe(fay, '/broken')
    receiver.answer('/broken', 500)
    const id = await send(t, bob, [fay], 'hi', 'Anyone?')
    expect(id).toEqual(expect.any(String))
    await t.push.idle()
    const [row] = await t.db
      .select({ n: count() })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, fay.id))
    expect(row?.n).toBe(1)
  })
})

describe('what stays behind', () => {
  it('logs failures by status only: no private key, subscription key or endpoint', async () => {
    const failed = lines.map((line) => JSON.parse(line) as { msg?: string; status?: number })
    expect(failed).toContainEqual(
      expect.objectContaining({ msg: 'push not delivered', status: 500 }),
    )
    const [key] = await t.db.select().from(serverKeys)
    const log = lines.join('\n')
    expect(log).not.toContain(key?.privateKey)
    expect(log).not.toContain(receiver.origin)
    for (const device of devices.values()) {
      expect(log).not.toContain(device.keys.json.auth)
      expect(log).not.toContain(device.keys.json.p256dh)
    }
  })

  it('maintenance drops batches whose window ended with nothing to send, keeps counting ones', async () => {
    const seen = await makeSeen(t, host, { requiresApproval: true })
    await makeAppearance(t, bob.jar, seen.shortName)
    await makeAppearance(t, carol.jar, seen.shortName)
    await t.push.idle()
    await pruneExpired(t.db, new Date(t.clock.now().getTime() + 2 * PUSH_WINDOW_MS))
    const left = await t.db.select({ pending: pushBatches.pending }).from(pushBatches)
    expect(left).toEqual([{ pending: 1 }])
  })
})
