import { sql } from 'drizzle-orm'
import pg from 'pg'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { parseConfig } from '~/server/config'
import { dbOptions } from '~/server/database'
import { closeDb, connect, type Db } from '~/server/db/client'
import { startTcpProxy, type TcpProxy } from '../setup/tcp-proxy'
import { createTestDb, type TestDb } from '../setup/test-db'

let testDb: TestDb
beforeAll(async () => {
  testDb = await createTestDb()
})
afterAll(() => testDb?.drop())

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Ends this database's client connections other than the caller's, as a fast restart does. Only
 * client backends: an autovacuum worker on the new database is the server's own, and a role
 * that is not a superuser (CI's, on Debian's PostgreSQL) may not end it.
 */
async function terminateBackends(url: string): Promise<void> {
  const admin = new pg.Client({ connectionString: inject('testDbAdminUrl') })
  await admin.connect()
  try {
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = $1 and pid <> pg_backend_pid() and backend_type = 'client backend'`,
      [new URL(url).pathname.slice(1)],
    )
  } finally {
    await admin.end()
  }
}

async function eventually(query: () => Promise<unknown>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      await query()
      return
    } catch (error) {
      if (Date.now() > deadline) throw error
      await sleep(100)
    }
  }
}

describe('a database that goes away', () => {
  it('does not crash the process when a client inside a transaction loses its server', async () => {
    const errors: Error[] = []
    const db = connect(testDb.url, { max: 2, onConnectionError: (e) => errors.push(e) })
    try {
      let inside: () => void = () => undefined
      const entered = new Promise<void>((resolve) => {
        inside = resolve
      })
      // Between two statements of a transaction the client is checked out: the pool's own
      // listener is not on it. Without a listener of ours its 'error' would end this process.
      const transaction = db.transaction(async (tx) => {
        await tx.execute(sql`select 1`)
        inside()
        await sleep(300)
        await tx.execute(sql`select 2`)
      })
      await entered
      await terminateBackends(testDb.url)
      await expect(transaction).rejects.toThrow()
      expect(errors.length).toBeGreaterThan(0)
      // The pool replaces the broken connection by itself.
      await eventually(() => db.execute(sql`select 1`))
      const result = await db.execute<{ one: number }>(sql`select 1 as one`)
      expect(result.rows[0]?.one).toBe(1)
    } finally {
      await closeDb(db)
    }
  })

  it('answers again by itself after the server was unreachable for a while', async () => {
    const target = new URL(testDb.url)
    const proxy: TcpProxy = await startTcpProxy(target.hostname, Number(target.port))
    const viaProxy = new URL(testDb.url)
    viaProxy.port = String(proxy.port)
    const db: Db = connect(viaProxy.toString(), { max: 3, connectTimeoutMs: 1000 })
    try {
      await Promise.all([1, 2, 3].map(() => db.execute(sql`select pg_sleep(0.05)`)))
      await proxy.down()
      await expect(db.execute(sql`select 1`)).rejects.toThrow()
      await proxy.up()
      await eventually(() => db.execute(sql`select 1`), 5000)
      const answers = await Promise.all([1, 2, 3].map(() => db.execute(sql`select 1`)))
      expect(answers).toHaveLength(3)
    } finally {
      await closeDb(db)
      await proxy.close()
    }
  })
})

describe('DB_PREPARED_STATEMENTS', () => {
  /** Runs drizzle's named statement (the session lookup), then counts the connection's prepared statements. */
  async function preparedAfterNamedQuery(preparedStatements: boolean): Promise<number> {
    const db = connect(testDb.url, { max: 1, preparedStatements })
    try {
      const { resolveSession } = await import('~/server/auth/sessions')
      await resolveSession(db, 'no-such-token', new Date())
      const result = await db.execute<{ count: number }>(
        sql`select count(*)::int as count from pg_prepared_statements`,
      )
      return result.rows[0]?.count ?? -1
    } finally {
      await closeDb(db)
    }
  }

  it('prepares named statements per connection by default', async () => {
    expect(await preparedAfterNamedQuery(true)).toBeGreaterThan(0)
  })

  it('false sends every statement unnamed, as a transaction-pooling proxy needs', async () => {
    expect(await preparedAfterNamedQuery(false)).toBe(0)
  })
})

describe('logging a lost connection', () => {
  it('names the code and reason, never the client and its password', async () => {
    const lines: string[] = []
    const log = pino({ level: 'warn' }, { write: (line: string) => lines.push(line) })
    const config = parseConfig({ DB_POOL_MAX: '2' })
    const db = connect(testDb.url, dbOptions(config, log))
    try {
      await db.execute(sql`select 1`)
      await terminateBackends(testDb.url)
      await eventually(async () => {
        if (lines.length === 0) throw new Error('not logged yet')
      })
      const password = decodeURIComponent(new URL(testDb.url).password)
      expect(lines[0]).toContain('"code":"57P01"')
      expect(lines[0]).toContain('a database connection failed')
      if (password) expect(lines.join('\n')).not.toContain(password)
      expect(lines.join('\n')).not.toContain('connectionParameters')
    } finally {
      await closeDb(db)
    }
  })
})
