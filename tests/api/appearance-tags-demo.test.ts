import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tags } from '~/server/db/schema'
import { seedDemo } from '~/server/demo/seed'
import { silentLogger } from '~/server/logger'
import { createLocalDiskStorage } from '~/server/storage'
import { api, createTestApp, type TestApp } from './helpers'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  const storage = createLocalDiskStorage(path.join(t.config.dataDir, 'media'))
  expect(await seedDemo(t.db, silentLogger, storage, t.clock.now())).toBe(true)
})
afterAll(() => t.close())

const suggest = async (search: string) =>
  (
    (await (await api(t.app).get(`/api/tags/autocomplete?search=${search}`)).json()) as {
      tags: string[]
    }
  ).tags

describe('demo appearance hashtags', () => {
  it('are suggested like the ones people post', async () => {
    // Only a demo appearance's caption carries #festival.
    expect(await suggest('fest')).toEqual(['festival'])
  })

  it('count an approved appearance on the moderated demo Seen next to its Seen', async () => {
    // 'Canal Photo Walk' and its approved 'Golden hour #photography' appearance.
    const [row] = await t.db.select().from(tags).where(eq(tags.tag, 'photography'))
    expect(row?.useCount).toBe(2)
  })
})
