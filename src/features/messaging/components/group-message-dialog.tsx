import { offerPush } from '~/features/push/offer'
import { SchemaForm } from '~/lib/forms/form-fields'
import { useSchemaForm } from '~/lib/forms/use-schema-form'
import type { MessageGroup } from '~/shared/schemas/messaging'
import { sendToGroupRequest } from '~/shared/schemas/messaging-requests'
import { useSendToGroup } from '../use-message-outbox'
import { MessageBodyFields } from './message-body-fields'
import { Modal } from './modal'

const EMPTY = { subject: '', content: '' }

interface GroupMessageDialogProps {
  group: Pick<MessageGroup, 'id' | 'name' | 'memberCount'>
  open: boolean
  onOpenChange: (open: boolean) => void
}

/**
 * Message group: one message to every member of the group (POST /api/messaging/send/group),
 * queued like any message, so it goes when the connection allows.
 */
export function GroupMessageDialog({ group, open, onOpenChange }: GroupMessageDialogProps) {
  const form = useSchemaForm({
    schema: sendToGroupRequest,
    initial: EMPTY,
    input: (draft: typeof EMPTY) => ({ groupId: group.id, ...draft }),
  })
  const { draft, set } = form
  const { sendToGroup, busy } = useSendToGroup(() => {
    form.reset(EMPTY)
    onOpenChange(false)
    void offerPush()
  })
  const members = `${group.memberCount} ${group.memberCount === 1 ? 'member' : 'members'}`
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={`Message ${group.name}`}>
      <SchemaForm
        form={form}
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit(() => void sendToGroup(group, draft))}
      >
        <p className="text-sm text-zinc-700 dark:text-zinc-300">
          Every member of {group.name} gets it ({members}).
        </p>
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
