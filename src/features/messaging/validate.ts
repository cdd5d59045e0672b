import { MESSAGE_CONTENT_MAX, MESSAGING_MSG } from '~/shared/messaging-messages'

/**
 * docs/product.md#validation: message text is required ('Please enter …'), and at most 5000
 * characters.
 */
export function contentError(content: string, required: string): string | undefined {
  if (content.trim() === '') return required
  if (content.length > MESSAGE_CONTENT_MAX) return MESSAGING_MSG.contentTooLong
  return undefined
}
