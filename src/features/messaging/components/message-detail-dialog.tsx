import type { Message } from '~/shared/schemas/messaging'
import { formatDate, subjectOf } from './format'
import { InboxActions } from './inbox-actions'
import type { Box } from './message-list'
import { Modal } from './modal'
import { SentActions } from './sent-actions'
import { WithdrawnBadge } from './withdrawn-badge'

interface MessageDetailDialogProps {
  box: Box
  /** The message as the list currently holds it; undefined closes the dialog. */
  message: Message | undefined
  onClose: () => void
}

/**
 * docs/product.md#screens message detail: the whole message (as text) and what the viewer may do
 * with it.
 */
export function MessageDetailDialog({ box, message, onClose }: MessageDetailDialogProps) {
  return (
    <Modal
      open={message !== undefined}
      onOpenChange={(open) => !open && onClose()}
      title={message ? subjectOf(message.subject) : ''}
    >
      {message && (
        <div className={`flex flex-col gap-4 ${message.isWithdrawn ? 'opacity-70' : ''}`}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-zinc-600 dark:text-zinc-400">From</dt>
            <dd>
              {message.senderDisplayName} (@{message.senderUsername})
            </dd>
            <dt className="text-zinc-600 dark:text-zinc-400">To</dt>
            <dd>{message.recipientDisplayNames.join(', ')}</dd>
            <dt className="text-zinc-600 dark:text-zinc-400">Sent</dt>
            <dd>{formatDate(message.createdDate)}</dd>
            {message.readDate && (
              <>
                <dt className="text-zinc-600 dark:text-zinc-400">Read</dt>
                <dd>{formatDate(message.readDate)}</dd>
              </>
            )}
          </dl>
          {message.isWithdrawn && (
            <p>
              <WithdrawnBadge />
            </p>
          )}
          <p className="rounded-xl bg-zinc-50 p-4 break-words whitespace-pre-wrap dark:bg-zinc-950">
            {message.content}
          </p>
          {box === 'inbox' ? (
            <InboxActions message={message} onGone={onClose} />
          ) : (
            <SentActions message={message} />
          )}
        </div>
      )}
    </Modal>
  )
}
