/** A fingerprint of every table's rows, to prove a refused request wrote nothing. */
import type { Db } from '~/server/db/client'

/**
 * Tables that record the attempt itself, not what it asked for: rate-limit counters, the
 * idempotency keys of requests that were answered, and the guest sessions issued to browsers
 * (a guest's post issues one before its photo is read, as the cookie always was).
 */
const BOOKKEEPING = new Set(['rate_limits', 'idempotency_keys', 'guest_sessions'])

const queries = new WeakMap<Db, string>()

/** One query that fingerprints every table: the fuzz suite takes thousands of these. */
async function snapshotQuery(db: Db): Promise<string> {
  const known = queries.get(db)
  if (known) return known
  const { rows } = await db.$client.query<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )
  const parts = rows
    .filter(({ name }) => !BOOKKEEPING.has(name) && !name.startsWith('__drizzle'))
    .map(
      ({ name }) =>
        `select '${name}' as name, count(*) || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as sum from "${name}" t`,
    )
  const query = parts.join(' union all ')
  queries.set(db, query)
  return query
}

/** Table name -> `count:md5` of its rows in a stable order. */
export async function dbSnapshot(db: Db): Promise<Record<string, string>> {
  const { rows } = await db.$client.query<{ name: string; sum: string }>(await snapshotQuery(db))
  return Object.fromEntries(rows.map((row) => [row.name, row.sum]))
}
