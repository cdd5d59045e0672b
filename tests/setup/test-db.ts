import pg from 'pg'
import { inject } from 'vitest'
import { closeDb, connect, type Db } from '~/server/db/client'
import { databaseUrl, quoteIdent, randomDbName } from './db-names'

export interface TestDb {
  db: Db
  url: string
  drop(): Promise<void>
}

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('testDbAdminUrl') })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

/**
 * On a server where the test role may not end other roles' backends, an autovacuum worker busy
 * on the database makes `with (force)` fail (42501); it finishes soon, so try again.
 */
async function dropWithRetry(name: string, attempts = 10): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin(`drop database if exists ${quoteIdent(name)} with (force)`)
      return
    } catch (error) {
      const denied = error instanceof pg.DatabaseError && error.code === '42501'
      if (!denied || attempt >= attempts) throw error
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt))
    }
  }
}

/**
 * A fresh, migrated database cloned from the run's template; call in `beforeAll` and `drop()`
 * in `afterAll`, so every test file starts from empty tables.
 */
export async function createTestDb(): Promise<TestDb> {
  const name = randomDbName(inject('testDbPrefix'))
  await admin(
    `create database ${quoteIdent(name)} template ${quoteIdent(inject('testDbTemplate'))}`,
  )
  const url = databaseUrl(inject('testDbAdminUrl'), name)
  const db = connect(url, { max: 4 })
  return {
    db,
    url,
    drop: async () => {
      await closeDb(db)
      await dropWithRetry(name)
    },
  }
}
