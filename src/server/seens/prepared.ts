import { createHash } from 'node:crypto'
import type { SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client'

const dialect = new PgDialect()
/** Distinct statement texts get a name; past this many, queries run unnamed (bounded memory). */
const MAX_NAMED = 500
const names = new Map<string, string>()

function nameFor(text: string): string | undefined {
  let name = names.get(text)
  if (!name && names.size < MAX_NAMED) {
    name = `seens_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`
    names.set(text, name)
  }
  return name
}

/**
 * Run a hot read as a named prepared statement: PostgreSQL parses and plans each distinct text
 * once per connection instead of on every request (planning cost about as much as executing
 * the list query). Rows come with pg's default parsers (timestamps are selected as ISO text).
 */
export async function preparedRows<T extends Record<string, unknown>>(
  db: Db,
  query: SQL,
): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query)
  const name = nameFor(text)
  const result = await db.$client.query<T>(
    name ? { name, text, values: params } : { text, values: params },
  )
  return result.rows
}
