/** Shared set-up for the messaging API tests: calls as a user, with status and body. */
import { api, type TestApp } from './helpers'
import type { TestUser } from './seens-fixtures'

export type Body = Record<string, unknown> & {
  success?: boolean
  errors?: { userMessage?: string[] }
}

export interface Answer {
  status: number
  body: Body
}

/** A messaging client for one user (or a guest): `get`/`post` relative to /api/messaging. */
export function messaging(t: TestApp, user?: TestUser) {
  const client = api(t.app, user?.jar)
  const read = async (res: Response): Promise<Answer> => ({
    status: res.status,
    body: (await res.json()) as Body,
  })
  return {
    get: async (path: string) => read(await client.get(`/api/messaging/${path}`)),
    post: async (path: string, body: unknown, headers: Record<string, string> = {}) =>
      read(await client.post(`/api/messaging/${path}`, body, { headers })),
  }
}

export const refusal = (status: number, message: string): Answer => ({
  status,
  body: { success: false, errors: { userMessage: [message] }, errorMessage: message },
})

export interface MessageOut {
  id: string
  subject: string
  content: string
  senderUsername: string
  recipientUsernames: string[]
  recipientDisplayNames: string[]
  isRead: boolean
  readDate: string | null
  isReplied: boolean
  repliedMessageId: string | null
  inReplyToMessageId: string | null
  isWithdrawn: boolean
  recipientCount: number
  readCount: number
}

/** Send a message and return its id (fails the test when the send is refused). */
export async function send(
  t: TestApp,
  from: TestUser,
  to: TestUser[],
  content = 'Hello there',
  subject = 'Hi',
): Promise<string> {
  const answer = await messaging(t, from).post('send/user', {
    recipientUsernames: to.map((u) => u.username),
    content,
    subject,
  })
  if (answer.status !== 200) throw new Error(`send failed: ${JSON.stringify(answer.body)}`)
  return String(answer.body.messageId)
}

export async function inbox(t: TestApp, user: TestUser, query = ''): Promise<MessageOut[]> {
  return (await messaging(t, user).get(`inbox${query}`)).body.messages as MessageOut[]
}

export async function sent(t: TestApp, user: TestUser, query = ''): Promise<MessageOut[]> {
  return (await messaging(t, user).get(`sent${query}`)).body.messages as MessageOut[]
}

export async function unread(t: TestApp, user: TestUser): Promise<number> {
  return Number((await messaging(t, user).get('unread-count')).body.count)
}
