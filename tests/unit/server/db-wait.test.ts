import type pg from 'pg'
import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { DatabaseUnusableError, permanentReason, waitForDatabase } from '~/server/db/wait'

function failing(code: string, message = code) {
  return Object.assign(new Error(message), { code })
}

/** A pool whose `query` fails with the given errors, then answers. */
function poolFailingWith(errors: Error[]) {
  let calls = 0
  const pool = {
    query: async () => {
      const error = errors[calls++]
      if (error) throw error
      return { rows: [{ '?column?': 1 }] }
    },
  }
  return { pool: pool as unknown as pg.Pool, calls: () => calls }
}

function capturingLogger() {
  const lines: { msg: string; attempt?: number; retryInMs?: number }[] = []
  const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) })
  return { log, lines }
}

describe('waiting for the database at start-up', () => {
  it('retries with growing pauses, logging each try, until the database answers', async () => {
    const { pool, calls } = poolFailingWith([
      failing('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
      failing('57P03', 'the database system is starting up'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
    ])
    const { log, lines } = capturingLogger()
    const slept: number[] = []
    await waitForDatabase(pool, log, {
      firstDelayMs: 500,
      maxDelayMs: 2000,
      sleep: async (ms) => {
        slept.push(ms)
      },
    })
    expect(calls()).toBe(5)
    expect(slept).toEqual([500, 1000, 2000, 2000])
    const retries = lines.filter((l) => l.msg.startsWith('the database does not answer yet'))
    expect(retries.map((l) => l.attempt)).toEqual([1, 2, 3, 4])
    expect(retries[0]?.msg).toMatch(/ECONNREFUSED.*trying again in 0\.5 s/)
    expect(lines.at(-1)?.msg).toBe('the database answers')
  })

  it('gives up at once, in one line, when waiting cannot help', async () => {
    for (const [error, reason] of [
      [failing('28P01', 'password authentication failed'), /password in DATABASE_URL was refused/],
      [
        failing('3D000', 'database "x" does not exist'),
        /database named in DATABASE_URL does not exist/,
      ],
      [failing('SELF_SIGNED_CERT_IN_CHAIN'), /TLS certificate is not trusted.*DATABASE_CA_FILE/],
      [new Error('The server does not support SSL connections'), /does not speak TLS/],
    ] as const) {
      const { pool, calls } = poolFailingWith([error])
      const attempt = waitForDatabase(pool, capturingLogger().log, { sleep: async () => undefined })
      await expect(attempt).rejects.toBeInstanceOf(DatabaseUnusableError)
      await expect(attempt).rejects.toThrow(reason)
      expect(calls()).toBe(1)
      expect(permanentReason(error)).not.toContain('\n')
    }
  })
})
