import { customType, timestamp } from 'drizzle-orm/pg-core'

/** Case-insensitive text (PostgreSQL citext extension). */
export const citext = customType<{ data: string }>({ dataType: () => 'citext' })

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
