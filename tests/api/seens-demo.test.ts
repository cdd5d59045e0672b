import path from 'node:path'
import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { follows, seens, users } from '~/server/db/schema'
import { seedDemo } from '~/server/demo/seed'
import { silentLogger } from '~/server/logger'
import { createLocalDiskStorage } from '~/server/storage'
import { createTestApp, type TestApp } from './helpers'
import { list } from './seens-fixtures'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  const storage = createLocalDiskStorage(path.join(t.config.dataDir, 'media'))
  expect(await seedDemo(t.db, silentLogger, storage, t.clock.now())).toBe(true)
})
afterAll(() => t.close())

describe('demo data', () => {
  it('fills a newcomer’s list with public Seens: past, live and upcoming, with photos', async () => {
    const { status, body } = await list(t, undefined, 'limit=50')
    expect(status).toBe(200)
    expect(body.seenList.length).toBeGreaterThanOrEqual(12)
    const cities = new Set(body.seenList.map((seen) => seen.cityName))
    expect(cities.size).toBeGreaterThanOrEqual(10)
    expect((await list(t, undefined, 'limit=50&past=true')).body.seenList.length).toBeGreaterThan(0)
    const now = t.clock.now().getTime()
    const current = (await list(t, undefined, 'limit=50&past=false')).body.seenList
    expect(current.some((seen) => new Date(String(seen.startDateTime)).getTime() > now)).toBe(true)
    expect(current.some((seen) => new Date(String(seen.startDateTime)).getTime() < now)).toBe(true)
    const first = body.seenList[0] as { imageInfo?: { thumbnailPath?: string } }
    expect((await t.app.request(first.imageInfo?.thumbnailPath ?? '')).status).toBe(200)
    expect((await list(t, undefined, 'tag1=food')).body.seenList.length).toBeGreaterThan(0)
    expect(body.seenList.some((seen) => (seen.likeCount as number) > 0)).toBe(true)
  })

  it('adds follows and runs only into an empty database', async () => {
    expect((await t.db.select({ n: count() }).from(follows))[0]?.n).toBeGreaterThan(0)
    const before = (await t.db.select({ n: count() }).from(seens))[0]?.n
    const storage = createLocalDiskStorage(path.join(t.config.dataDir, 'media'))
    expect(await seedDemo(t.db, silentLogger, storage)).toBe(false)
    expect((await t.db.select({ n: count() }).from(seens))[0]?.n).toBe(before)
    expect((await t.db.select({ n: count() }).from(users))[0]?.n).toBe(3)
  })
})
