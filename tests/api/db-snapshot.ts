/** A fingerprint of every table's rows, to prove a refused request wrote nothing. */
import type { Db } from '~/server/db/client'

/**
 * Tables that record the attempt itself, not what it asked for: rate-limit counters and the
 * idempotency keys of requests that were answered.
 */
const BOOKKEEPING = new Set(['rate_limits', 'idempotency_keys'])

/** Table name -> `count:md5` of its rows in a stable order. */
export async function dbSnapshot(db: Db): Promise<Record<string, string>> {
  const { rows } = await db.$client.query<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )
  const snapshot: Record<string, string> = {}
  for (const { name } of rows) {
    if (BOOKKEEPING.has(name) || name.startsWith('__drizzle')) continue
    const result = await db.$client.query<{ n: string; sum: string | null }>(
      `select count(*) as n, md5(string_agg(t::text, '|' order by t::text)) as sum from "${name}" t`,
    )
    const row = result.rows[0]
    snapshot[name] = `${row?.n}:${row?.sum ?? ''}`
  }
  return snapshot
}
