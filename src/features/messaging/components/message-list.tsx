import type { ListedMessage } from '../queries'
import { formatDate, subjectOf } from './format'
import { WaitingBadge, WithdrawnBadge } from './withdrawn-badge'

export type Box = 'inbox' | 'sent'

interface MessageListProps {
  box: Box
  messages: ListedMessage[]
  onOpen: (message: ListedMessage) => void
  /**
   * docs/product.md#states Mark as Read, offered on unread inbox rows (opening one reads it too).
   */
  onMarkRead?: (message: ListedMessage) => void
}

/** Inbox or Sent rows; each opens the message detail. Unread rows are bold. */
export function MessageList({ box, messages, onOpen, onMarkRead }: MessageListProps) {
  return (
    <ul className="flex flex-col gap-2" aria-label={box === 'inbox' ? 'Inbox' : 'Sent messages'}>
      {messages.map((message) => {
        const unread = box === 'inbox' && !message.isRead
        const who =
          box === 'inbox'
            ? message.senderDisplayName
            : `To: ${message.recipientDisplayNames.join(', ')}`
        return (
          // Mark as Read sits inside the card, under the text, so an unread card keeps the
          // width of the others on a phone.
          <li
            key={message.id}
            data-testid="message-row"
            className={`card flex flex-col p-0 hover:border-brand-300 dark:hover:border-brand-700 ${message.isWithdrawn ? 'opacity-60' : ''}`}
          >
            <button
              type="button"
              disabled={message.isPending}
              onClick={() => onOpen(message)}
              className="focus-ring flex min-w-0 flex-col gap-1 rounded-[inherit] p-4 text-left"
            >
              <span className="flex flex-wrap items-center gap-2">
                {unread && (
                  <span className="size-2.5 rounded-full bg-brand-700 dark:bg-brand-300">
                    <span className="sr-only">Unread</span>
                  </span>
                )}
                <span className={`min-w-0 flex-1 truncate ${unread ? 'font-bold' : 'font-medium'}`}>
                  {who}
                </span>
                {message.isWithdrawn && <WithdrawnBadge />}
                {message.isPending && <WaitingBadge />}
                <span className="text-xs text-zinc-600 dark:text-zinc-400">
                  {formatDate(message.createdDate)}
                </span>
              </span>
              <span className={unread ? 'font-semibold' : ''}>{subjectOf(message.subject)}</span>
              <span className="line-clamp-1 text-sm text-zinc-700 dark:text-zinc-300">
                {message.content}
              </span>
              {box === 'sent' && !message.isPending && (
                <span className="text-xs text-zinc-600 dark:text-zinc-400">
                  Read by {message.readCount} of {message.recipientCount}
                </span>
              )}
            </button>
            {unread && onMarkRead && !message.isPending && (
              <div className="-mt-2 flex justify-end px-4 pb-3">
                <button
                  type="button"
                  onClick={() => onMarkRead(message)}
                  aria-label={`Mark as Read: ${subjectOf(message.subject)}`}
                  className="btn-secondary px-3 py-1.5 text-sm"
                >
                  Mark as Read
                </button>
              </div>
            )}
          </li>
        )
      })}
    </ul>
  )
}
