/**
 * Column builders every schema file shares. A column referencing users lives next to `users`
 * (schema-accounts.ts: `userRef`), and one referencing seens next to `seens` (`seenRef`), so
 * this file imports no table and no schema file imports another in a cycle.
 */
import { customType, timestamp } from 'drizzle-orm/pg-core'

/** Case-insensitive text (PostgreSQL citext extension). */
export const citext = customType<{ data: string }>({ dataType: () => 'citext' })

/** A point in time; every timestamp column stores its zone. */
export const at = (name: string) => timestamp(name, { withTimezone: true })

export const createdAt = () => at('created_at').notNull().defaultNow()
