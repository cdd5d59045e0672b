import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD, seedDemo } from '~/server/demo/seed'
import { silentLogger } from '~/server/logger'
import { createLocalDiskStorage } from '~/server/storage'
import { api, CookieJar, createTestApp, type TestApp } from './helpers'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  const storage = createLocalDiskStorage(path.join(t.config.dataDir, 'media'))
  await seedDemo(t.db, silentLogger, storage, t.clock.now())
})
afterAll(() => t.close())

async function logIn(username: string) {
  const jar = new CookieJar()
  await api(t.app, jar).form('/account/login', { login: username, password: DEMO_PASSWORD })
  return api(t.app, jar)
}

type Body = { invitations?: { status: number; seenName: string }[]; requests?: unknown[] }
const read = async (res: Response) => (await res.json()) as Body

describe('demo invitations and join requests', () => {
  it('bob and alice each have a pending invitation; carol accepted hers', async () => {
    const bob = await read(await (await logIn('bob')).get('/api/seen/invitations/user'))
    expect(bob.invitations).toMatchObject([{ status: 1, seenName: 'Alice’s Birthday Dinner' }])
    const alice = await read(await (await logIn('alice')).get('/api/seen/invitations/user'))
    expect(alice.invitations).toMatchObject([{ status: 1, seenName: 'Pottery Circle' }])
    const carol = await read(await (await logIn('carol')).get('/api/seen/invitations/user'))
    expect(carol.invitations).toMatchObject([{ status: 2 }])
  })

  it('bob’s request to join carol’s circle is pending', async () => {
    const bob = await read(await (await logIn('bob')).get('/api/seen/joinrequests/user'))
    expect(bob.requests).toMatchObject([
      { status: 1, seenName: 'Pottery Circle', userUsername: 'bob' },
    ])
  })
})
