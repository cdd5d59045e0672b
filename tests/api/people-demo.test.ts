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
  expect(await seedDemo(t.db, silentLogger, storage, t.clock.now())).toBe(true)
})
afterAll(() => t.close())

async function logIn(username: string) {
  const jar = new CookieJar()
  const res = await api(t.app, jar).form('/account/login', {
    login: username,
    password: DEMO_PASSWORD,
  })
  expect(res.status).toBe(303)
  return api(t.app, jar)
}

describe('demo people', () => {
  it.each(['alice', 'bob', 'carol'])(
    '%s has a bio, an avatar of 400 px and a timeline',
    async (name) => {
      const client = await logIn(name)
      const profile = (await (await client.get('/api/userprofile')).json()) as {
        userProfile: {
          bio: string
          interests: string[]
          imageInfo: { path: string; width: number }
        }
      }
      expect(profile.userProfile.bio.length).toBeGreaterThan(10)
      expect(profile.userProfile.interests.length).toBeGreaterThan(0)
      expect(profile.userProfile.imageInfo.width).toBe(400)
      expect((await t.app.request(profile.userProfile.imageInfo.path)).status).toBe(200)

      const follows = (await (await client.get('/api/follow/list')).json()) as {
        followedUsers: { userName: string; avatar: string | null }[]
      }
      expect(follows.followedUsers.map((u) => u.userName).sort()).toEqual(
        ['alice', 'bob', 'carol'].filter((other) => other !== name),
      )
      expect(follows.followedUsers.every((u) => u.avatar?.startsWith('/media/avatars/'))).toBe(true)

      const timeline = (await (
        await client.get('/api/timeline?pageNumber=1&pageSize=20')
      ).json()) as {
        timelineEvents: { eventType: string }[]
      }
      expect(timeline.timelineEvents.some((e) => e.eventType === 'CreatedSeen')).toBe(true)
    },
  )
})
