import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seens } from '~/server/db/schema'
import { seedDemo } from '~/server/demo/seed'
import { silentLogger } from '~/server/logger'
import { createLocalDiskStorage } from '~/server/storage'
import { listHeadlines } from './appearances-fixtures'
import { api, CookieJar, createTestApp, type TestApp } from './helpers'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  const storage = createLocalDiskStorage(path.join(t.config.dataDir, 'media'))
  expect(await seedDemo(t.db, silentLogger, storage, t.clock.now())).toBe(true)
})
afterAll(() => t.close())

const shortNameOf = async (name: string) =>
  (await t.db.select({ sn: seens.shortName }).from(seens).where(eq(seens.seenName, name)))[0]?.sn ??
  ''

describe('demo appearances', () => {
  it('live demo Seens have appearances with photos', async () => {
    const jazz = await shortNameOf('Jazz on the Seine')
    const res = await api(t.app).get(`/api/seen/${jazz}`)
    const body = (await res.json()) as {
      seen: { appearanceCount: number; appearances: { imageInfo: { thumbnailPath: string } }[] }
    }
    expect(body.seen.appearanceCount).toBeGreaterThanOrEqual(3)
    const first = body.seen.appearances[0]
    expect((await t.app.request(first?.imageInfo.thumbnailPath ?? '')).status).toBe(200)
  })

  it('the moderated demo Seen has pending appearances only its creator can review', async () => {
    const canal = await shortNameOf('Canal Photo Walk')
    const carol = new CookieJar()
    await api(t.app, carol).form('/account/login', { login: 'carol', password: 'seen-demo-2026' })
    const pending = await listHeadlines(t, carol, canal, '&filter=pending')
    expect(pending.length).toBeGreaterThanOrEqual(2)
    const guestSees = await listHeadlines(t, undefined, canal)
    expect(guestSees).not.toContain(pending[0])
  })
})
