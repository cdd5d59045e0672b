import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { knownMigrations, migrationsFolder } from '~/server/db/migrate'
import * as schema from '~/server/db/schema'
import { databaseUrl, quoteIdent, randomDbName } from '../setup/db-names'
import { createTestDb, type TestDb } from '../setup/test-db'
import { type Catalog, readCatalog, schemaStatements } from './schema-catalog'

async function admin(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('testDbAdminUrl') })
  await client.connect()
  try {
    await client.query(text)
  } finally {
    await client.end()
  }
}

let migrated: Catalog
let fromSchema: Catalog
let schemaDbName: string | undefined

/** An empty database built only from src/server/db/schema.ts, the way drizzle-kit writes it. */
async function schemaBuiltCatalog(): Promise<Catalog> {
  schemaDbName = randomDbName(inject('testDbPrefix'))
  await admin(`create database ${quoteIdent(schemaDbName)}`)
  const client = new pg.Client({
    connectionString: databaseUrl(inject('testDbAdminUrl'), schemaDbName),
  })
  await client.connect()
  try {
    for (const statement of await schemaStatements()) await client.query(statement)
    return await readCatalog(client)
  } finally {
    await client.end()
  }
}

async function migratedCatalog(test: TestDb): Promise<Catalog> {
  const client = await test.db.$client.connect()
  try {
    return await readCatalog(client)
  } finally {
    client.release()
  }
}

beforeAll(async () => {
  const test = await createTestDb()
  try {
    migrated = await migratedCatalog(test)
  } finally {
    await test.drop()
  }
  fromSchema = await schemaBuiltCatalog()
})

afterAll(async () => {
  if (schemaDbName) await admin(`drop database if exists ${quoteIdent(schemaDbName)} with (force)`)
})

describe('the migrations and the Drizzle schema', () => {
  it('build the same tables', () => {
    expect(migrated.tables.length).toBeGreaterThan(20)
    expect(migrated.tables).toEqual(fromSchema.tables)
  })

  it('build the same columns: type, nullability and default', () => {
    expect(migrated.columns).toEqual(fromSchema.columns)
  })

  it('build the same constraints: keys, references, uniques and checks', () => {
    expect(migrated.constraints).toEqual(fromSchema.constraints)
  })

  it('build the same indexes, column order and null order included', () => {
    expect(migrated.indexes).toEqual(fromSchema.indexes)
  })
})

describe("drizzle-kit's snapshots", () => {
  const meta = path.join(migrationsFolder, 'meta')
  const snapshots = readdirSync(meta)
    .filter((name) => name.endsWith('_snapshot.json'))
    .sort()

  it('exist for every migration, each following the one before', () => {
    expect(snapshots.map((name) => name.slice(0, 4))).toEqual(
      knownMigrations().map((migration) => migration.tag.slice(0, 4)),
    )
    const chain = snapshots.map(
      (name) =>
        JSON.parse(readFileSync(path.join(meta, name), 'utf8')) as { id: string; prevId: string },
    )
    for (const [index, snapshot] of chain.entries()) {
      if (index > 0) expect(snapshot.prevId, snapshots[index]).toBe(chain[index - 1]?.id)
    }
  })

  it('end at the schema, so `drizzle-kit generate` proposes nothing', async () => {
    const latest = snapshots.at(-1) ?? ''
    const last = JSON.parse(readFileSync(path.join(meta, latest), 'utf8')) as ReturnType<
      typeof generateDrizzleJson
    >
    const proposed = await generateMigration(last, generateDrizzleJson(schema, last.id))
    expect(proposed, `drizzle-kit generate would write these after ${latest}`).toEqual([])
  })
})
