/**
 * Clip uploads in progress (docs/decisions/180-video-clips-server.md): one row per tus upload,
 * naming whose it is and for which Seen. Its bytes are in DATA_DIR/uploads under the same id;
 * the row goes when the clip becomes an appearance or the upload expires.
 */
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { users } from './schema-accounts'
import { at, createdAt } from './schema-columns'
import { seenRef } from './schema-seens'

export const clipUploads = pgTable(
  'clip_uploads',
  {
    /** The tus upload id: 32 random hex digits. */
    id: text('id').primaryKey(),
    seenId: seenRef(),
    /** The poster when signed in; otherwise the guest session's hash (one of the two). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestKeyHash: text('guest_key_hash'),
    /** Upload-Length: the bytes announced at creation. */
    size: integer('size').notNull(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    /** Set while a finish call turns the upload into an appearance. */
    claimedAt: at('claimed_at'),
  },
  (t) => [
    check('clip_uploads_id_check', sql`${t.id} ~ '^[0-9a-f]{32}$'`),
    check('clip_uploads_owner_check', sql`(${t.userId} is null) <> (${t.guestKeyHash} is null)`),
    check('clip_uploads_size_check', sql`${t.size} > 0`),
    index('clip_uploads_expires_idx').on(t.expiresAt),
  ],
)
