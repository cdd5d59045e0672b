/**
 * How pushes go out (issue 40 findings 5 and 6, docs/decisions/163-push-endpoints.md): side by
 * side, so a push service that never answers holds back no one else; over a socket pinned to the
 * address checked for that send; and a batch says, when its window ends, only what its person may
 * still see.
 */
import type { LookupAddress } from 'node:dns'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { invitations, seens } from '~/server/db/schema'
import { PUSH_TIMEOUT_MS } from '~/server/push/notifier'
import { PUSH_WINDOW_MS } from '~/shared/push'
import {
  type BrowserKeys,
  browserKeys,
  type PushReceiver,
  type SilentService,
  startPushReceiver,
  startSilentService,
} from '../setup/push-receiver'
import { api, createTestApp, type TestApp } from './helpers'
import { as } from './membership-fixtures'
import { messaging, send } from './messaging-fixtures'
import { insertSeen, register, type TestUser } from './seens-fixtures'

let t: TestApp
let receiver: PushReceiver
let silent: SilentService
let host: TestUser
const devices = new Map<string, BrowserKeys>()
/** How often each host name was resolved; `pinned.push.test` moves after its first answer. */
const lookups = new Map<string, number>()

const PINNED: LookupAddress[][] = [
  [{ address: '127.0.0.1', family: 4 }],
  // Loopback too (a test reaches nothing else), where nothing listens.
  [{ address: '127.0.0.2', family: 4 }],
]

async function subscribe(user: TestUser, endpoint: string) {
  const keys = browserKeys()
  const res = await api(t.app, user.jar).post('/api/push/subscribe', {
    subscription: { endpoint, keys: keys.json },
  })
  expect(res.status).toBe(200)
  devices.set(new URL(endpoint).pathname, keys)
}

/** What the receiver got at `path`, decrypted, without waiting for the app's other pushes. */
const receivedAt = (path: string) => {
  const keys = devices.get(path)
  if (!keys) throw new Error(`no device at ${path}`)
  return receiver.payloads(path, keys)
}

beforeAll(async () => {
  receiver = await startPushReceiver()
  silent = await startSilentService()
  t = await createTestApp({
    env: { PUSH_LOCAL_ENDPOINTS: 'true', PUSH_ENDPOINT_HOSTS: 'public' },
    pushResolve: async (name) => {
      const seen = lookups.get(name) ?? 0
      lookups.set(name, seen + 1)
      const answer = name === 'pinned.push.test' ? PINNED[Math.min(seen, 1)] : undefined
      if (!answer) throw Object.assign(new Error('not in the test table'), { code: 'ENOTFOUND' })
      return answer
    },
  })
  host = await register(t, 'pushd_host')
})
afterAll(async () => {
  await silent.close()
  await t.close()
  await receiver.close()
})

describe('a push service that never answers', () => {
  it('holds back neither another recipient nor the same person’s other device', async () => {
    const stalled = await register(t, 'pushd_stalled')
    const others = [await register(t, 'pushd_one'), await register(t, 'pushd_two')]
    for (let n = 1; n <= 6; n++) await subscribe(stalled, `http://127.0.0.1:${silent.port}/s${n}`)
    await subscribe(stalled, `${receiver.origin}/stalled-phone`)
    for (const other of others) await subscribe(other, `${receiver.origin}/${other.username}`)

    await send(t, host, [stalled, ...others], 'Are you there?', 'Tonight')
    // Well inside one push's deadline (5 s; it was 10 s each, one after another).
    await vi.waitFor(
      () => {
        for (const path of ['/stalled-phone', '/pushd_one', '/pushd_two']) {
          expect(receivedAt(path).map((p) => p.body)).toEqual(['Tonight'])
        }
        expect(silent.connections()).toBe(6)
      },
      { timeout: 3000, interval: 50 },
    )
  })

  it('is given up on at the deadline, all six sends at once', async () => {
    const waiting = Date.now()
    await t.push.idle()
    expect(Date.now() - waiting).toBeLessThan(PUSH_TIMEOUT_MS + 1000)
    expect(receivedAt('/stalled-phone')).toHaveLength(1)
  })
})

describe('a host name', () => {
  it('is resolved once per send, and the push goes to the address that was checked', async () => {
    const pia = await register(t, 'pushd_pia')
    const port = new URL(receiver.origin).port
    await subscribe(pia, `http://pinned.push.test:${port}/pinned`)
    await send(t, host, [pia], 'hi', 'Pinned')
    await t.push.idle()
    expect(lookups.get('pinned.push.test')).toBe(1)
    expect(receivedAt('/pinned').map((p) => p.body)).toEqual(['Pinned'])
    const delivery = receiver.received.find((r) => r.path === '/pinned')
    expect(delivery?.headers.host).toBe(`pinned.push.test:${port}`)
  })
})

describe('a batch when its window ends', () => {
  const inviteTo = (seen: { shortName: string }, invitees: TestUser[]) =>
    as(t, host).post('/api/seen/invitations/send', {
      seenShortName: seen.shortName,
      invitees: invitees.map((u) => u.username),
      expirationDays: 7,
    })
  async function revoke(seenId: string, invitee: TestUser) {
    const [row] = await t.db
      .select({ id: invitations.id })
      .from(invitations)
      .where(and(eq(invitations.seenId, seenId), eq(invitations.inviteeId, invitee.id)))
    const res = await as(t, host).delete('/api/seen/invitations/revoke', { invitationId: row?.id })
    expect(res.status).toBe(200)
  }

  it('is not sent for a revoked invitation, and names the Seen as it is now', async () => {
    const [ivy, jon] = [await register(t, 'pushd_ivy'), await register(t, 'pushd_jon')]
    for (const user of [ivy, jon]) await subscribe(user, `${receiver.origin}/${user.username}`)
    const seen = await insertSeen(t, host.id, { type: 6, name: 'Garden party' })
    await inviteTo(seen, [ivy, jon])
    await t.push.idle()
    await revoke(seen.id, ivy)
    await revoke(seen.id, jon)
    // Inside the window: counted, not sent. Then Ivy's is revoked again and the Seen renamed.
    t.clock.advance(1000)
    await inviteTo(seen, [ivy, jon])
    await t.push.idle()
    await revoke(seen.id, ivy)
    await t.db.update(seens).set({ seenName: 'Surprise for Ivy' }).where(eq(seens.id, seen.id))

    t.clock.advance(PUSH_WINDOW_MS)
    await t.push.flushDue()
    await t.push.idle()
    expect(receivedAt('/pushd_ivy').map((p) => p.title)).toEqual(['Invitation to Garden party'])
    expect(receivedAt('/pushd_jon').map((p) => p.title)).toEqual([
      'Invitation to Garden party',
      'Invitation to Surprise for Ivy',
    ])
  })

  it('is not sent for messages withdrawn before it went', async () => {
    const [kim, sender] = [await register(t, 'pushd_kim'), await register(t, 'pushd_sender')]
    await subscribe(kim, `${receiver.origin}/pushd_kim`)
    t.clock.advance(PUSH_WINDOW_MS)
    await send(t, sender, [kim], 'first', 'First')
    await t.push.idle()
    t.clock.advance(1000)
    const id = await send(t, sender, [kim], 'oops', 'Sent to the wrong person')
    await t.push.idle()
    expect((await messaging(t, sender).post('withdraw', { messageId: id })).status).toBe(200)

    t.clock.advance(PUSH_WINDOW_MS)
    await t.push.flushDue()
    await t.push.idle()
    expect(receivedAt('/pushd_kim').map((p) => p.body)).toEqual(['First'])
  })
})
