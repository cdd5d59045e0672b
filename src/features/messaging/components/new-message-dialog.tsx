import { UsernameListInput } from '~/components/username-list-input'
import { offerPush } from '~/features/push/offer'
import { FieldShell, SchemaForm } from '~/lib/forms/form-fields'
import { useSchemaForm } from '~/lib/forms/use-schema-form'
import { sendToUsersRequest } from '~/shared/schemas/messaging-requests'
import { userSuggestionsQuery } from '../queries'
import { useSendMessage } from '../use-message-outbox'
import { MessageBodyFields } from './message-body-fields'
import { Modal } from './modal'
import { INPUT } from './styles'

const EMPTY = { recipients: '', subject: '', content: '' }

export type NewMessageDraft = typeof EMPTY

interface NewMessageDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The fields to start from (a refused message sent again); empty by default. */
  initial?: NewMessageDraft
  /** Runs once the message is queued. */
  onQueued?: () => void
}

/**
 * docs/product.md#screens New Message: recipients with suggestions, optional subject, the message
 * (#validation rules).
 */
export function NewMessageDialog({ open, onOpenChange, initial, onQueued }: NewMessageDialogProps) {
  const form = useSchemaForm({
    schema: sendToUsersRequest,
    initial: initial ?? EMPTY,
    input: (draft: NewMessageDraft) => ({
      recipientUsernames: draft.recipients,
      subject: draft.subject,
      content: draft.content,
    }),
    fieldOf: { recipientUsernames: 'recipients' },
  })
  const { draft, set } = form
  const { send, busy } = useSendMessage(() => {
    form.reset(EMPTY)
    onQueued?.()
    onOpenChange(false)
    // Answers come later: the moment a notification is worth offering
    // (docs/decisions/117-push-opt-in.md).
    void offerPush()
  })

  return (
    <Modal open={open} onOpenChange={onOpenChange} title="New Message">
      <SchemaForm
        form={form}
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit(() => {
          void send(draft.recipients, { subject: draft.subject, content: draft.content })
        })}
      >
        <FieldShell label="To" error={form.errorOf('recipients')}>
          {(control) => (
            <UsernameListInput
              id={control.id}
              value={draft.recipients}
              onChange={(value) => set('recipients', value)}
              invalid={control}
              suggestionsQuery={userSuggestionsQuery}
              className={INPUT}
              placeholder="Usernames, separated by commas"
            />
          )}
        </FieldShell>
        <MessageBodyFields
          subject={draft.subject}
          content={draft.content}
          onSubject={(value) => set('subject', value)}
          onContent={(value) => set('content', value)}
          busy={busy}
          onCancel={() => onOpenChange(false)}
        />
      </SchemaForm>
    </Modal>
  )
}
