import { PenSquare } from 'lucide-react'
import { useState } from 'react'
import { useSendMessage } from '../use-message-outbox'
import { type DraftErrors, validateNewMessage } from '../validate'
import { Field, invalidProps } from './field'
import { Modal } from './modal'
import { RecipientInput } from './recipient-input'
import { INPUT } from './styles'

const EMPTY = { recipients: '', subject: '', content: '' }

/** SPEC §2 New Message: recipients with suggestions, optional subject, the message (§5 rules). */
export function NewMessageButton() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" className="btn-primary" onClick={() => setOpen(true)}>
        <PenSquare aria-hidden="true" className="size-4" />
        New Message
      </button>
      <NewMessageDialog open={open} onOpenChange={setOpen} />
    </>
  )
}

export type NewMessageDraft = typeof EMPTY

interface NewMessageDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The fields to start from (a refused message sent again); empty by default. */
  initial?: NewMessageDraft
  /** Runs once the message is queued. */
  onQueued?: () => void
}

export function NewMessageDialog({ open, onOpenChange, initial, onQueued }: NewMessageDialogProps) {
  const [draft, setDraft] = useState(initial ?? EMPTY)
  const [errors, setErrors] = useState<DraftErrors>({})
  const [submitted, setSubmitted] = useState(false)
  const { send, busy } = useSendMessage(() => {
    setDraft(EMPTY)
    setSubmitted(false)
    onQueued?.()
    onOpenChange(false)
  })
  const update = (field: keyof typeof EMPTY, value: string) => {
    const next = { ...draft, [field]: value }
    setDraft(next)
    if (submitted) setErrors(validateNewMessage(next))
  }

  return (
    <Modal open={open} onOpenChange={onOpenChange} title="New Message">
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault()
          setSubmitted(true)
          const found = validateNewMessage(draft)
          setErrors(found)
          if (found.recipients || found.content) return
          void send(draft.recipients, { subject: draft.subject, content: draft.content })
        }}
      >
        <Field id="message-to" label="To" error={errors.recipients}>
          <RecipientInput
            id="message-to"
            value={draft.recipients}
            onChange={(value) => update('recipients', value)}
            invalid={invalidProps('message-to', errors.recipients)}
          />
        </Field>
        <Field id="message-subject" label="Subject">
          <input
            id="message-subject"
            type="text"
            className={INPUT}
            value={draft.subject}
            onChange={(event) => update('subject', event.target.value)}
          />
        </Field>
        <Field id="message-content" label="Message" error={errors.content}>
          <textarea
            id="message-content"
            rows={6}
            className={INPUT}
            value={draft.content}
            onChange={(event) => update('content', event.target.value)}
            {...invalidProps('message-content', errors.content)}
          />
        </Field>
        <div className="flex justify-end gap-2">
          <button type="button" className="btn-secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </button>
          <button type="submit" className="btn-primary" disabled={busy}>
            Send
          </button>
        </div>
      </form>
    </Modal>
  )
}
