import { TextField } from '~/lib/forms/form-fields'

interface MessageBodyFieldsProps {
  subject: string
  content: string
  onSubject: (value: string) => void
  onContent: (value: string) => void
  busy: boolean
  onCancel: () => void
}

/** What every new message has below its recipients: the subject, the message, Cancel and Send. */
export function MessageBodyFields(props: MessageBodyFieldsProps) {
  return (
    <>
      <TextField name="subject" label="Subject" value={props.subject} onChange={props.onSubject} />
      <TextField
        name="content"
        label="Message"
        multiline
        rows={6}
        value={props.content}
        onChange={props.onContent}
      />
      <div className="flex justify-end gap-2">
        <button type="button" className="btn-secondary" onClick={props.onCancel}>
          Cancel
        </button>
        <button type="submit" className="btn-primary" disabled={props.busy}>
          Send
        </button>
      </div>
    </>
  )
}
