/** Shared set-up for the invitation and join-request API tests. */
import { and, eq } from 'drizzle-orm'
import { memberships } from '~/server/db/schema'
import { api, type TestApp } from './helpers'
import type { TestUser } from './seens-fixtures'

export interface Answer {
  status: number
  body: Record<string, unknown> & { errors?: Record<string, string[]> }
}

async function answer(res: Response): Promise<Answer> {
  return { status: res.status, body: (await res.json()) as Answer['body'] }
}

/** JSON calls as one user (or a guest), answering status and body. */
export function as(t: TestApp, user: TestUser | undefined) {
  const client = api(t.app, user?.jar)
  return {
    get: async (path: string) => answer(await client.get(path)),
    post: async (path: string, body?: unknown) => answer(await client.post(path, body)),
    delete: async (path: string, body?: unknown) => answer(await client.delete(path, body)),
  }
}

export async function isMember(t: TestApp, userId: string, seenId: string) {
  const rows = await t.db
    .select({ via: memberships.joinedVia })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.seenId, seenId)))
  return rows[0]?.via ?? null
}

export const userMessage = (a: Answer) => a.body.errors?.userMessage ?? []
