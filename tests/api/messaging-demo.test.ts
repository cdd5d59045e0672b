import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemoMessaging } from '~/server/demo/seed-messaging'
import { createTestApp, type TestApp } from './helpers'
import { inbox, messaging, sent, unread } from './messaging-fixtures'
import { register, type TestUser } from './seens-fixtures'

let t: TestApp
let alice: TestUser
let bob: TestUser
let carol: TestUser

beforeAll(async () => {
  t = await createTestApp()
  alice = await register(t, 'alice')
  bob = await register(t, 'bob')
  carol = await register(t, 'carol')
  await seedDemoMessaging(t.db, { alice: alice.id, bob: bob.id, carol: carol.id }, t.clock.now())
})
afterAll(() => t.close())

describe('demo messaging', () => {
  it('alice has read, replied and unread messages; the withdrawn one is only in bob’s Sent', async () => {
    const messages = await inbox(t, alice)
    expect(messages.map((m) => m.subject)).toEqual([
      'Dinner after the concert',
      'Talk slides',
      'Photos from the market',
    ])
    expect(messages.find((m) => m.subject === 'Photos from the market')).toMatchObject({
      isRead: true,
      isReplied: true,
    })
    expect(await unread(t, alice)).toBe(1)
    expect((await sent(t, bob)).find((m) => m.subject === 'Wrong date')?.isWithdrawn).toBe(true)
    expect(
      (await sent(t, alice)).find((m) => m.subject.startsWith('Re: '))?.inReplyToMessageId,
    ).toBe(messages.find((m) => m.subject === 'Photos from the market')?.id)
  })

  it('alice owns a group with bob and carol; carol has blocked bob', async () => {
    const groups = (await messaging(t, alice).get('groups')).body.groups
    expect(groups).toMatchObject([{ name: 'Weekend crew', isOwner: true, memberCount: 3 }])
    expect((await messaging(t, carol).get('blocked')).body.blockedUsers).toMatchObject([
      { username: 'bob' },
    ])
    expect((await inbox(t, carol)).every((m) => m.senderUsername !== 'bob')).toBe(true)
  })
})
