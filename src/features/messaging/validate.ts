import { MESSAGE_CONTENT_MAX, MESSAGING_MSG } from '~/shared/messaging-messages'
import { splitRecipients } from '~/shared/schemas/messaging-requests'

export interface DraftErrors {
  recipients?: string
  content?: string
}

/** SPEC §5 new message: at least one recipient and a message; the subject is optional. */
export function validateNewMessage(draft: { recipients: string; content: string }): DraftErrors {
  const errors: DraftErrors = {}
  if (splitRecipients(draft.recipients).length === 0) {
    errors.recipients = MESSAGING_MSG.recipientsRequired
  }
  const content = contentError(draft.content, MESSAGING_MSG.contentRequired)
  if (content) errors.content = content
  return errors
}

/** SPEC §5: message text is required ('Please enter …'), and at most 5000 characters. */
export function contentError(content: string, required: string): string | undefined {
  if (content.trim() === '') return required
  if (content.length > MESSAGE_CONTENT_MAX) return MESSAGING_MSG.contentTooLong
  return undefined
}
