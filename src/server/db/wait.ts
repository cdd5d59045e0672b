import type pg from 'pg'
import type { Logger } from '../logger'

/** The database refused us for a reason waiting will not fix; the message says which. */
export class DatabaseUnusableError extends Error {
  override name = 'DatabaseUnusableError'
}

/** PostgreSQL codes that mean "fix the configuration", not "try again later". */
const PERMANENT_CODES: Record<string, string> = {
  '28P01': 'the password in DATABASE_URL was refused',
  '28000': 'the user in DATABASE_URL may not connect',
  '3D000': 'the database named in DATABASE_URL does not exist',
  '42501': 'the user in DATABASE_URL lacks a permission it needs',
}

/** TLS failures: the server's certificate is not one we may trust. */
const TLS_CODES = new Set([
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'CERT_HAS_EXPIRED',
  'ERR_TLS_CERT_ALTNAME_INVALID',
])

/** A one-line reason when `error` cannot pass by itself; undefined when a retry may succeed. */
export function permanentReason(error: unknown): string | undefined {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  const text = typeof message === 'string' ? message : String(error)
  if (typeof code === 'string' && PERMANENT_CODES[code]) return `${PERMANENT_CODES[code]} (${text})`
  if (typeof code === 'string' && TLS_CODES.has(code)) {
    return `the database's TLS certificate is not trusted (${code}): set DATABASE_CA_FILE to its CA, or sslrootcert= in DATABASE_URL`
  }
  if (/does not support SSL/i.test(text)) {
    return 'the database does not speak TLS: drop sslmode from DATABASE_URL or enable TLS on the server'
  }
  return undefined
}

export interface WaitOptions {
  /** First pause between tries; doubled each time up to `maxDelayMs`. */
  firstDelayMs?: number
  maxDelayMs?: number
  sleep?: (ms: number) => Promise<void>
}

/**
 * Tries `select 1` until the database answers: a server that is starting, restarting or not
 * reachable yet (a container started before its database) is waited for with exponential
 * backoff, each try logged. A refusal waiting cannot fix throws DatabaseUnusableError.
 */
export async function waitForDatabase(
  pool: pg.Pool,
  log: Logger,
  options: WaitOptions = {},
): Promise<void> {
  const maxDelay = options.maxDelayMs ?? 10_000
  const sleep = options.sleep ?? ((ms) => new Promise<void>((r) => setTimeout(r, ms)))
  let delay = options.firstDelayMs ?? 500
  for (let attempt = 1; ; attempt++) {
    try {
      await pool.query('select 1')
      if (attempt > 1) log.info({ attempt }, 'the database answers')
      return
    } catch (error) {
      const reason = permanentReason(error)
      if (reason) throw new DatabaseUnusableError(`Cannot use the database: ${reason}.`)
      const text = error instanceof Error ? error.message : String(error)
      log.warn(
        { attempt, retryInMs: delay },
        `the database does not answer yet (${text}); trying again in ${Math.round(delay / 100) / 10} s`,
      )
      await sleep(delay)
      delay = Math.min(delay * 2, maxDelay)
    }
  }
}
