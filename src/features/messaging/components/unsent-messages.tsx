import { CircleAlert, PenSquare, Trash2 } from 'lucide-react'
import { Suspense, useState } from 'react'
import { DialogLoading } from '~/components/lazy-dialog'
import { dismissFailed } from '~/lib/offline'
import { MESSAGING_MSG } from '~/shared/messaging-messages'
import { type UnsentMessage, useUnsentMessages } from '../unsent'
import { subjectOf } from './format'
import { LazyNewMessageDialog } from './lazy-dialogs'
import { SMALL_BUTTON } from './styles'

/**
 * Queued messages the server refused, with its reason: 'Edit and send' opens New Message with
 * the recipients, subject and text filled in (sending it forgets the refused one); 'Discard'
 * forgets it.
 */
export function UnsentMessages() {
  const unsent = useUnsentMessages()
  const [editing, setEditing] = useState<UnsentMessage>()
  if (unsent.length === 0) return null
  return (
    <section
      aria-labelledby="unsent-title"
      className="rounded-2xl border border-rose-300 bg-rose-50 p-4 text-rose-950 dark:border-rose-800 dark:bg-rose-950 dark:text-rose-50"
    >
      <h2 id="unsent-title" className="flex items-center gap-2 font-semibold">
        <CircleAlert aria-hidden="true" className="size-4" />
        {MESSAGING_MSG.notSentTitle}
      </h2>
      <p className="mt-1 text-sm">{MESSAGING_MSG.notSentHint}</p>
      <ul className="mt-3 flex flex-col gap-3">
        {unsent.map((message) => (
          <li key={message.entryId} className="flex flex-wrap items-center gap-2">
            <span className="min-w-0 flex-1 text-sm">
              <span className="font-medium">{subjectOf(message.subject)}</span> to{' '}
              {message.recipients}
              {message.reason && <span className="block">{message.reason}</span>}
            </span>
            <button
              type="button"
              className={SMALL_BUTTON}
              aria-label={`${MESSAGING_MSG.editAndSend}: ${subjectOf(message.subject)}`}
              onClick={() => setEditing(message)}
            >
              <PenSquare aria-hidden="true" className="size-4" />
              {MESSAGING_MSG.editAndSend}
            </button>
            <button
              type="button"
              className={SMALL_BUTTON}
              aria-label={`${MESSAGING_MSG.discard}: ${subjectOf(message.subject)}`}
              onClick={() => void dismissFailed(message.entryId)}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {MESSAGING_MSG.discard}
            </button>
          </li>
        ))}
      </ul>
      {editing && (
        <Suspense fallback={<DialogLoading />}>
          <LazyNewMessageDialog
            key={editing.entryId}
            open
            onOpenChange={(open) => !open && setEditing(undefined)}
            initial={{
              recipients: editing.recipients,
              subject: editing.subject,
              content: editing.content,
            }}
            onQueued={() => void dismissFailed(editing.entryId)}
          />
        </Suspense>
      )}
    </section>
  )
}
