import { useState } from 'react'
import { useSession } from '~/features/session/queries'
import { notify } from '~/lib/notify'
import { queueOrdered } from '~/lib/offline'
import { MESSAGING_MSG } from '~/shared/messaging-messages'
import type { Message, MessageGroup } from '~/shared/schemas/messaging'
import { splitRecipients } from '~/shared/schemas/messaging-requests'
import type { QueuedMessage } from './message-cache'
import { type MessagingAction, messagingKind } from './message-outbox'

export interface Draft {
  subject: string
  content: string
}

/**
 * Queue a messaging action in the outbox: shown at once, sent now or when back online.
 * `busy` is true while the entry is being stored; `onQueued` runs once it is.
 */
function useQueue(doing: string, onQueued?: () => void) {
  const [busy, setBusy] = useState(false)
  const queue = async (target: string, action: MessagingAction) => {
    setBusy(true)
    try {
      await queueOrdered(messagingKind, target, action)
      onQueued?.()
    } catch {
      // Storing failed (no signed-in user, storage unavailable): docs/product.md#error-texts
      // unexpected exception.
      notify.error(MESSAGING_MSG.errorWhile(doing))
    } finally {
      setBusy(false)
    }
  }
  return { queue, busy }
}

function useSender() {
  const session = useSession()
  return { username: session.username, displayName: session.displayName }
}

const queued = (fields: Omit<QueuedMessage, 'localId' | 'createdAt'>): QueuedMessage => ({
  ...fields,
  localId: `local-${crypto.randomUUID()}`,
  createdAt: new Date().toISOString(),
})

/** docs/product.md#calls send/user through the outbox. */
export function useSendMessage(onQueued?: () => void) {
  const sender = useSender()
  const { queue, busy } = useQueue('sending the message', onQueued)
  const send = (recipients: string, draft: Draft) => {
    const names = splitRecipients(recipients)
    const message = queued({
      sender,
      recipients: names.map((username) => ({ username, displayName: username })),
      ...draft,
      inReplyToMessageId: null,
    })
    return queue(message.localId, { type: 'send', message })
  }
  return { send, busy }
}

/** POST /api/messaging/send/group through the outbox: to every member of `group`. */
export function useSendToGroup(onQueued?: () => void) {
  const sender = useSender()
  const { queue, busy } = useQueue('sending the message', onQueued)
  const sendToGroup = (group: Pick<MessageGroup, 'id' | 'name'>, draft: Draft) => {
    const message = queued({
      sender,
      recipients: [{ username: '', displayName: group.name }],
      ...draft,
      inReplyToMessageId: null,
    })
    return queue(group.id, { type: 'group', message })
  }
  return { sendToGroup, busy }
}

/** docs/product.md#calls reply through the outbox (after any queued read of the same message). */
export function useReply(onQueued?: () => void) {
  const sender = useSender()
  const { queue, busy } = useQueue('sending the reply', onQueued)
  const reply = (original: Message, draft: Draft) => {
    const message = queued({
      sender,
      recipients: [{ username: original.senderUsername, displayName: original.senderDisplayName }],
      ...draft,
      inReplyToMessageId: original.id,
    })
    return queue(original.id, { type: 'reply', message })
  }
  return { reply, busy }
}

/**
 * docs/product.md#calls read through the outbox: the message shows read and the badge drops at
 * once.
 */
export function useMarkRead() {
  const { queue, busy } = useQueue('marking the message as read')
  /** `quiet` when opening the message read it (no toast for what the person did not ask). */
  const markRead = (messageId: string, quiet = false) =>
    queue(messageId, { type: 'read', readDate: new Date().toISOString(), quiet })
  return { markRead, busy }
}
