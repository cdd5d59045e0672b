import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import * as schema from './schema'

export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool }

export interface DbOptions {
  /** Connections per instance (DB_POOL_MAX). */
  max?: number
  /** Give up opening one connection after this long (DB_CONNECT_TIMEOUT_MS); 0 waits forever. */
  connectTimeoutMs?: number
  /** PostgreSQL cancels a statement running longer (DB_STATEMENT_TIMEOUT_MS); 0 never does. */
  statementTimeoutMs?: number
  /**
   * false: every statement is sent unnamed, so nothing is prepared per connection. A
   * transaction-pooling proxy (PgBouncer) hands each transaction another server connection,
   * where a named statement prepared elsewhere does not exist.
   */
  preparedStatements?: boolean
  /** A connection that fails outside a query (the server restarted, a proxy cut it). */
  onConnectionError?: (error: Error) => void
}

/** Drops the statement name drizzle's `.prepare(name)` puts on this client's queries. */
function sendUnnamed(client: pg.PoolClient): void {
  const query: (...args: unknown[]) => unknown = client.query
  const unnamed = (config: unknown, ...rest: unknown[]) => {
    const named = typeof config === 'object' && config !== null && 'name' in config
    return Reflect.apply(query, client, [named ? { ...config, name: undefined } : config, ...rest])
  }
  Object.assign(client, { query: unnamed })
}

/** A pooled Drizzle database for one connection string; the caller owns `close`. */
export function connect(connectionString: string, options: DbOptions = {}): Db {
  const onError = options.onConnectionError ?? (() => undefined)
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 10_000,
    ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
  })
  // The pool listens for errors only on idle clients: a checked-out one (inside a transaction,
  // between two queries) whose server goes away would emit an unhandled 'error' and end the
  // process. Every client gets its own listener; the query in progress still gets the error,
  // and the pool drops the broken client when it is released.
  pool.on('connect', (client) => {
    client.on('error', onError)
    if (options.preparedStatements === false) sendUnnamed(client)
  })
  pool.on('error', onError)
  return drizzle(pool, { schema }) as Db
}

export async function closeDb(db: Db): Promise<void> {
  await db.$client.end()
}
