import { Ban, CheckCheck, Reply, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { ConfirmButton } from '~/components/confirm-button'
import type { Message } from '~/shared/schemas/messaging'
import { useBlockUser, useDeleteMessage } from '../message-mutations'
import { useMarkRead } from '../use-message-outbox'
import { ReplyDialog } from './reply-dialog'

interface InboxActionsProps {
  message: Message
  /** The message left the inbox (deleted, sender blocked). */
  onGone: () => void
}

/**
 * docs/product.md#states: Mark as Read; Reply only when read and not replied; Delete and Block
 * User, confirmed.
 */
export function InboxActions({ message, onGone }: InboxActionsProps) {
  const [replying, setReplying] = useState(false)
  const { markRead, busy } = useMarkRead()
  const remove = useDeleteMessage()
  const block = useBlockUser()
  return (
    <div className="flex flex-wrap gap-2">
      {!message.isRead && (
        <button
          type="button"
          className="btn-primary"
          disabled={busy}
          onClick={() => void markRead(message.id)}
        >
          <CheckCheck aria-hidden="true" className="size-4" />
          Mark as Read
        </button>
      )}
      {message.isRead && !message.isReplied && (
        <button type="button" className="btn-primary" onClick={() => setReplying(true)}>
          <Reply aria-hidden="true" className="size-4" />
          Reply
        </button>
      )}
      {message.isReplied && (
        <p className="self-center text-sm text-zinc-700 dark:text-zinc-300">You replied</p>
      )}
      <ConfirmButton
        title="Delete this message?"
        description="It will be removed from your inbox."
        confirmLabel="Delete"
        onConfirm={() => remove.mutate(message.id, { onSuccess: onGone })}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        Delete
      </ConfirmButton>
      <ConfirmButton
        title={`Block ${message.senderUsername}?`}
        description="Their messages leave your inbox and they can no longer send you messages. You can unblock them in the Blocked tab."
        confirmLabel="Block User"
        onConfirm={() => block.mutate(message.senderUsername, { onSuccess: onGone })}
      >
        <Ban aria-hidden="true" className="size-4" />
        Block User
      </ConfirmButton>
      {replying && <ReplyDialog message={message} open={replying} onOpenChange={setReplying} />}
    </div>
  )
}
