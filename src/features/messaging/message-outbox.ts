/**
 * Sending, replying and mark-as-read through the offline outbox (docs/architecture/offline.md): one
 * ordered kind, so a queued read always reaches the server before the reply that needs it, and
 * every entry is delivered once (its id is the Idempotency-Key). Queued messages show in Sent as
 * "waiting to send"; a refused one is rolled back with the docs/product.md#error-texts toast and
 * listed as not sent.
 */
import * as v from 'valibot'
import { notify } from '~/lib/notify'
import { defineOfflineMutation } from '~/lib/offline'
import { MESSAGING_MSG } from '~/shared/messaging-messages'
import { dropQueued, patchInbox, type QueuedMessage, showQueued, showRead } from './message-cache'
import { messagingKeys } from './queries'

export type MessagingAction =
  | { type: 'send'; message: QueuedMessage }
  /** To every member of a group; the target is the group's id. */
  | { type: 'group'; message: QueuedMessage }
  | { type: 'reply'; message: QueuedMessage }
  /** `quiet`: read by opening it, which needs no toast. */
  | { type: 'read'; readDate: string; quiet?: boolean }

/** Any of the three answers: the envelope's payload is not needed, the lists are refetched. */
const answer = v.looseObject({})

const PATHS = { send: 'send/user', group: 'send/group', reply: 'reply', read: 'read' } as const

/** The request body; `target` is the message id for a read or reply, the group's for a group. */
function body(action: MessagingAction, target: string) {
  if (action.type === 'read') return { messageId: target }
  const { subject, content, recipients } = action.message
  if (action.type === 'reply') return { originalMessageId: target, subject, content }
  if (action.type === 'group') return { groupId: target, subject, content }
  return { recipientUsernames: recipients.map((r) => r.username), subject, content }
}

const TEXT = {
  send: { ok: MESSAGING_MSG.sent, failed: MESSAGING_MSG.sendFailed },
  group: { ok: MESSAGING_MSG.sent, failed: MESSAGING_MSG.sendFailed },
  reply: { ok: MESSAGING_MSG.replySent, failed: MESSAGING_MSG.replyFailed },
  read: { ok: MESSAGING_MSG.markedRead, failed: MESSAGING_MSG.readFailed },
} as const

export const messagingKind = defineOfflineMutation<MessagingAction, typeof answer>({
  kind: 'messaging.action',
  policy: 'ordered',
  request: (action, target) => ({
    method: 'post',
    path: `/api/messaging/${PATHS[action.type]}`,
    body: body(action, target),
  }),
  response: answer,
  apply: (client, action, target) => {
    if (action.type === 'read') return showRead(client, target, action.readDate)
    showQueued(client, action.message)
    if (action.type === 'reply') {
      patchInbox(client, target, (m) => ({
        ...m,
        isReplied: true,
        repliedDate: action.message.createdAt,
      }))
    }
  },
  rollback: (client, action) => {
    if (action.type !== 'read') dropQueued(client, action.message.localId)
    notify.error(TEXT[action.type].failed)
    void client.invalidateQueries({ queryKey: messagingKeys.all })
  },
  settle: (client, _answer, action) => {
    if (action.type !== 'read') dropQueued(client, action.message.localId)
    if (!(action.type === 'read' && action.quiet)) notify.success(TEXT[action.type].ok)
    const keys =
      action.type === 'read'
        ? [messagingKeys.inbox, messagingKeys.unreadCount]
        : [messagingKeys.sent, messagingKeys.inbox]
    for (const queryKey of keys) void client.invalidateQueries({ queryKey })
  },
})
