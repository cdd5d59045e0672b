/**
 * What changed in a Seen, in order, for the live streams. Database triggers write every row
 * (migration 0007 holds them and the `live_event` function, which drizzle cannot describe); no
 * foreign key to seens, so deleting a Seen never fails on the events its deletion writes.
 */
import { sql } from 'drizzle-orm'
import { bigserial, check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { createdAt } from './schema-columns'

export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    seenId: uuid('seen_id').notNull(),
    kind: text('kind').notNull(),
    appearanceId: uuid('appearance_id'),
    appearanceShortName: text('appearance_short_name'),
    oldState: jsonb('old_state'),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'live_events_kind_check',
      sql`${t.kind} in ('appearance', 'appearance-likes', 'counts', 'pending', 'access')`,
    ),
    index('live_events_seen_idx').on(t.seenId, t.id),
    index('live_events_created_idx').on(t.createdAt),
  ],
)
