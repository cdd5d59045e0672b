/**
 * Messages the server refused after they were queued (a 4xx on replay): the outbox keeps the
 * failed entry, with its whole payload, until it is dismissed. The Messages page lists them so
 * the text is never lost: it can be edited and sent again, or discarded.
 */
import { useFailedActions } from '~/lib/offline'
import type { MessagingAction } from './message-outbox'
import { messagingKind } from './message-outbox'

/** A refused message as a draft for the New Message dialog. */
export interface UnsentMessage {
  /** The failed outbox entry (dismissed once the draft is sent again or discarded). */
  entryId: string
  /** The server's reason. */
  reason: string | null
  recipients: string
  subject: string
  content: string
}

const isMessage = (
  payload: unknown,
): payload is Extract<MessagingAction, { type: 'send' | 'reply' }> =>
  typeof payload === 'object' &&
  payload !== null &&
  'type' in payload &&
  (payload.type === 'send' || payload.type === 'reply') &&
  'message' in payload

/** Refused sends and replies, oldest first; a reply comes back as a message to its recipient. */
export function useUnsentMessages(): UnsentMessage[] {
  return useFailedActions().flatMap((entry) => {
    if (entry.kind !== messagingKind.kind || !isMessage(entry.payload)) return []
    const { recipients, subject, content } = entry.payload.message
    return [
      {
        entryId: entry.id,
        reason: entry.lastError,
        recipients: recipients.map((r) => r.username).join(', '),
        subject,
        content,
      },
    ]
  })
}
