import { chmod, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { closeDb, connect } from '~/server/db/client'
import { type EmbeddedServer, startEmbeddedPostgres } from '~/server/db/embedded'
import { runMigrations } from '~/server/db/migrate'
import { silentLogger } from '~/server/logger'
import { databaseUrl, quoteIdent, testDbPrefix } from './db-names'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Connection URL of a database that may create and drop databases. */
    testDbAdminUrl: string
    /** Migrated database each test file clones its own database from. */
    testDbTemplate: string
    /** Prefix of this run's per-file databases, so teardown can drop leftovers. */
    testDbPrefix: string
  }
}

async function adminQuery(adminUrl: string, sql: string, params: string[] = []) {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    return await client.query<{ datname: string }>(sql, params)
  } finally {
    await client.end()
  }
}

async function dropRunDatabases(adminUrl: string, template: string, prefix: string) {
  const found = await adminQuery(
    adminUrl,
    'select datname from pg_database where datname = $1 or starts_with(datname, $2)',
    [template, prefix],
  )
  for (const row of found.rows) {
    await adminQuery(adminUrl, `drop database if exists ${quoteIdent(row.datname)} with (force)`)
  }
}

/** One PostgreSQL per run (TEST_DATABASE_URL's server or an embedded one) and a migrated template. */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedServer | undefined
  let tempDir: string | undefined
  let adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) {
    tempDir = await mkdtemp(path.join(os.tmpdir(), 'seen-test-db-'))
    // As root the cluster runs as the `postgres` user, which must be able to reach it.
    await chmod(tempDir, 0o711)
    embedded = await startEmbeddedPostgres(path.join(tempDir, 'pg'), silentLogger)
    adminUrl = embedded.url
  }

  const template = `seen_template_${process.pid}`
  const prefix = testDbPrefix(process.pid)
  await dropRunDatabases(adminUrl, template, prefix)
  await adminQuery(adminUrl, `create database ${quoteIdent(template)}`)
  const db = connect(databaseUrl(adminUrl, template), { max: 1 })
  try {
    await runMigrations(db)
  } finally {
    await closeDb(db)
  }

  project.provide('testDbAdminUrl', adminUrl)
  project.provide('testDbTemplate', template)
  project.provide('testDbPrefix', prefix)

  const url = adminUrl
  return async () => {
    try {
      await dropRunDatabases(url, template, prefix)
    } finally {
      await embedded?.stop()
      if (tempDir) await rm(tempDir, { recursive: true, force: true })
    }
  }
}
