import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '~/server/db/schema'
import { createTestDb, type TestDb } from '../setup/test-db'
import { api, createTestApp, type TestApp } from './helpers'

const aUser = {
  username: 'first_user',
  email: 'first@example.com',
  displayName: 'First User',
  passwordHash: 'not-a-real-hash',
}

describe('a fresh database per test file', () => {
  let t: TestApp
  let other: TestDb

  beforeAll(async () => {
    t = await createTestApp()
    other = await createTestDb()
  })
  afterAll(async () => {
    await t?.close()
    await other?.drop()
  })

  it('starts migrated and empty', async () => {
    const result = await t.db.execute<{ count: number }>(
      sql`select count(*)::int as count from users`,
    )
    expect(result.rows[0]?.count).toBe(0)
  })

  it('keeps rows to itself', async () => {
    await t.db.insert(users).values(aUser)
    expect(await t.db.select().from(users)).toHaveLength(1)
    expect(await other.db.select().from(users)).toHaveLength(0)
  })

  it('serves the app on it', async () => {
    const res = await api(t.app).get('/healthz')
    expect(res.status).toBe(200)
  })
})
