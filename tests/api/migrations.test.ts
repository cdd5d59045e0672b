import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { closeDb, connect, type Db } from '~/server/db/client'
import {
  assertSchemaCurrent,
  knownMigrations,
  runMigrations,
  SchemaMismatchError,
} from '~/server/db/migrate'
import { databaseUrl, quoteIdent, randomDbName } from '../setup/db-names'

const created: string[] = []

async function admin(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('testDbAdminUrl') })
  await client.connect()
  try {
    await client.query(text)
  } finally {
    await client.end()
  }
}

/** A new, empty database (no template): what instances see on their very first start. */
async function emptyDatabase(): Promise<string> {
  const name = randomDbName(inject('testDbPrefix'))
  await admin(`create database ${quoteIdent(name)}`)
  created.push(name)
  return databaseUrl(inject('testDbAdminUrl'), name)
}

afterAll(async () => {
  for (const name of created)
    await admin(`drop database if exists ${quoteIdent(name)} with (force)`)
})

async function appliedCount(db: Db): Promise<number> {
  const result = await db.execute<{ count: number }>(
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  )
  return result.rows[0]?.count ?? -1
}

describe('migrations', () => {
  it('let several instances start at once on an empty database', async () => {
    const url = await emptyDatabase()
    // One pool per "instance", as separate processes would have.
    const instances = Array.from({ length: 5 }, () => connect(url, { max: 2 }))
    try {
      const outcomes = await Promise.allSettled(instances.map((db) => runMigrations(db)))
      expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([])
      expect(await appliedCount(instances[0] as Db)).toBe(knownMigrations().length)
      await expect(assertSchemaCurrent(instances[1] as Db)).resolves.toBeUndefined()
    } finally {
      await Promise.all(instances.map(closeDb))
    }
  })

  it('refuse a database a newer version has migrated, with a one-line reason', async () => {
    const db = connect(await emptyDatabase(), { max: 1 })
    try {
      await runMigrations(db)
      const future = (knownMigrations().at(-1)?.when ?? 0) + 1000
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('future', ${future})`,
      )
      const refused = runMigrations(db)
      await expect(refused).rejects.toBeInstanceOf(SchemaMismatchError)
      await expect(refused).rejects.toThrow(/1 migration\(s\) newer than this version/)
      await expect(assertSchemaCurrent(db)).rejects.toThrow(/newer than this version/)
      // The lock was released: another migrate call is not left waiting.
      await expect(runMigrations(db)).rejects.toBeInstanceOf(SchemaMismatchError)
      expect(await appliedCount(db)).toBe(knownMigrations().length + 1)
    } finally {
      await closeDb(db)
    }
  })

  it("with MIGRATE=false refuse a database that lacks this version's migrations", async () => {
    const db = connect(await emptyDatabase(), { max: 1 })
    try {
      await expect(assertSchemaCurrent(db)).rejects.toThrow(
        /lacks \d+ migration\(s\) of this version \(first: 0000_init\): run `npm run migrate` first/,
      )
    } finally {
      await closeDb(db)
    }
  })
})
