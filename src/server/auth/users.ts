import { eq, or, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { users } from '../db/schema'
import { hashPassword } from './passwords'

export type UserRow = typeof users.$inferSelect

export interface NewUser {
  username: string
  displayName: string
  email: string
  password: string
}

export type CreateUserResult =
  | { ok: true; user: UserRow }
  | { ok: false; conflict: 'username' | 'email' }

/** Create an account; duplicates (case-insensitive, enforced by citext unique keys) are reported. */
export async function createUser(db: Db, input: NewUser): Promise<CreateUserResult> {
  const existing = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(or(eq(users.username, input.username), eq(users.email, input.email)))
  const clash = existing[0]
  if (clash) {
    const sameName = clash.username.toLowerCase() === input.username.toLowerCase()
    return { ok: false, conflict: sameName ? 'username' : 'email' }
  }
  const passwordHash = await hashPassword(input.password)
  try {
    const [user] = await db
      .insert(users)
      .values({
        username: input.username,
        displayName: input.displayName,
        email: input.email,
        passwordHash,
      })
      .returning()
    if (!user) throw new Error('insert returned no row')
    return { ok: true, user }
  } catch (error) {
    const constraint = (error as { constraint?: string }).constraint ?? ''
    if (constraint.includes('username')) return { ok: false, conflict: 'username' }
    if (constraint.includes('email')) return { ok: false, conflict: 'email' }
    throw error
  }
}

export async function findUserByLogin(db: Db, login: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(login.includes('@') ? eq(users.email, login) : eq(users.username, login))
  return user
}

export async function setPassword(db: Db, login: string, password: string): Promise<boolean> {
  const passwordHash = await hashPassword(password)
  const updated = await db
    .update(users)
    .set({ passwordHash })
    .where(or(eq(users.username, login), eq(users.email, login)))
    .returning({ id: users.id })
  if (updated[0]) {
    await db.execute(sql`delete from sessions where user_id = ${updated[0].id}`)
  }
  return updated.length > 0
}
