import { useState } from 'react'
import { MESSAGING_MSG, replySubject } from '~/shared/messaging-messages'
import type { Message } from '~/shared/schemas/messaging'
import { useReply } from '../use-message-outbox'
import { contentError } from '../validate'
import { Field, invalidProps } from './field'
import { Modal } from './modal'
import { INPUT } from './styles'

interface ReplyDialogProps {
  message: Message
  open: boolean
  onOpenChange: (open: boolean) => void
}

/**
 * docs/product.md#screens, #validation reply: subject 'Re: …' by default, a reply message required.
 */
export function ReplyDialog({ message, open, onOpenChange }: ReplyDialogProps) {
  const [subject, setSubject] = useState(() => replySubject(message.subject))
  const [content, setContent] = useState('')
  const [error, setError] = useState<string>()
  const { reply, busy } = useReply(() => onOpenChange(false))

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={`Reply to ${message.senderDisplayName}`}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault()
          const problem = contentError(content, MESSAGING_MSG.replyRequired)
          setError(problem)
          if (!problem) void reply(message, { subject, content })
        }}
      >
        <Field id="reply-subject" label="Subject">
          <input
            id="reply-subject"
            type="text"
            className={INPUT}
            value={subject}
            onChange={(event) => setSubject(event.target.value)}
          />
        </Field>
        <Field id="reply-content" label="Reply" error={error}>
          <textarea
            id="reply-content"
            rows={5}
            className={INPUT}
            value={content}
            onChange={(event) => {
              setContent(event.target.value)
              if (error) setError(contentError(event.target.value, MESSAGING_MSG.replyRequired))
            }}
            {...invalidProps('reply-content', error)}
          />
        </Field>
        <div className="flex justify-end gap-2">
          <button type="button" className="btn-secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </button>
          <button type="submit" className="btn-primary" disabled={busy}>
            Send Reply
          </button>
        </div>
      </form>
    </Modal>
  )
}
