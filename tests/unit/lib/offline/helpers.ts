import 'fake-indexeddb/auto'
import { QueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { defineOfflineMutation, type OutboxRequest } from '~/lib/offline'
import { Outbox, type OutboxOptions } from '~/lib/offline/outbox'

/** A like-like toggle whose cache copy is `['test', 'liked', target]`. */
export const likeKind = defineOfflineMutation({
  kind: 'test.like',
  policy: 'toggle',
  request: ({ desired }, target) => ({
    method: 'post',
    path: '/like',
    body: { target, like: desired },
  }),
  response: v.object({ isLiked: v.boolean() }),
  apply: (client, { desired }, target) => client.setQueryData(['test', 'liked', target], desired),
  settle: (client, answer, _payload, target) =>
    client.setQueryData(['test', 'liked', target], answer.isLiked),
})

/** A message-like ordered kind whose cache copy is the list `['test', 'sent']`. */
export const messageKind = defineOfflineMutation({
  kind: 'test.message',
  policy: 'ordered',
  request: (text: string, target) => ({ method: 'post', path: '/message', body: { target, text } }),
  response: v.object({}),
  apply: (client, text: string) =>
    client.setQueryData<string[]>(['test', 'sent'], (list = []) =>
      list.includes(text) ? list : [...list, text],
    ),
  rollback: (client, text: string) =>
    client.setQueryData<string[]>(['test', 'sent'], (list = []) => list.filter((t) => t !== text)),
})

export interface Sent {
  request: OutboxRequest
  key: string
}

/** A fake server: records every call; `answer` decides each call's fate. */
export function fakeServer(
  answer: (request: OutboxRequest) => unknown = () => ({ isLiked: true }),
) {
  const sent: Sent[] = []
  const transport: OutboxOptions['transport'] = async (request, key) => {
    sent.push({ request, key })
    const result = answer(request)
    if (result instanceof Error) throw result
    return result
  }
  return { sent, transport }
}

let databases = 0

/** A fresh user (so a fresh database) and a clock the test moves. */
export function setup() {
  const client = new QueryClient()
  const clock = { now: 1_000_000 }
  const username = `user${++databases}`
  const open = (options: Partial<OutboxOptions> = {}) =>
    Outbox.open({ client, username, now: () => clock.now, random: () => 1, ...options })
  return { client, clock, username, open }
}
