import { useId, useState } from 'react'
import { UsernameListInput } from '~/components/username-list-input'
import { INVITATION_EXPIRY_DAYS, INVITATION_EXPIRY_DEFAULT_DAYS } from '~/shared/constants'
import { INVITATION_MESSAGE_MAX } from '~/shared/membership-messages'
import { type InvitationSendResult, splitInvitees } from '~/shared/schemas/invitation'
import { useSendInvitations } from '../invitation-mutations'
import { inviteeSuggestionsQuery } from '../invitation-queries'
import { MembershipDialog } from './membership-dialog'

type ExpiryDays = (typeof INVITATION_EXPIRY_DAYS)[number]

interface SendInvitationsDialogProps {
  /** The Seen detail's `id` (its invitation list is refreshed after sending). */
  seenId: string
  seenShortName: string
  open: boolean
  onOpenChange: (open: boolean) => void
}

const field =
  'focus-ring w-full rounded-xl border border-zinc-300 bg-white px-3 py-2 text-sm text-zinc-900 dark:border-zinc-700 dark:bg-zinc-950 dark:text-zinc-100'
const label = 'text-sm font-semibold text-zinc-800 dark:text-zinc-200'

/**
 * docs/product.md#screens, #validation Send Invitations: invitees by username or e-mail (commas or
 * new lines), an optional personal message, expiry 7–90 days (default 30); Send is disabled while
 * empty. Refused invitees stay in the box with the server's reason below, so they can be fixed.
 */
export function SendInvitationsDialog({
  seenId,
  seenShortName,
  open,
  onOpenChange,
}: SendInvitationsDialogProps) {
  const id = useId()
  const [invitees, setInvitees] = useState('')
  const [message, setMessage] = useState('')
  const [days, setDays] = useState<ExpiryDays>(INVITATION_EXPIRY_DEFAULT_DAYS)
  const [results, setResults] = useState<InvitationSendResult[]>([])
  const send = useSendInvitations(seenId)
  const list = splitInvitees(invitees)

  const close = (next: boolean) => {
    if (!next) setResults([])
    onOpenChange(next)
  }
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    if (list.length === 0) return
    send.mutate(
      {
        seenShortName,
        invitees: list,
        personalMessage: message.trim() || null,
        expirationDays: days,
      },
      {
        onSuccess: ({ results: answer }) => {
          const refused = answer.filter((result) => !result.success)
          setInvitees(refused.map((result) => result.invitee).join('\n'))
          setResults(answer)
          if (refused.length === 0) {
            setMessage('')
            close(false)
          }
        },
      },
    )
  }

  return (
    <MembershipDialog
      open={open}
      onOpenChange={close}
      title="Send Invitations"
      description="Invite people by username or e-mail address. People without an account get an e-mail with a link."
    >
      <form onSubmit={submit} className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-invitees`} className={label}>
            Invitees
          </label>
          <UsernameListInput
            id={`${id}-invitees`}
            describedBy={`${id}-invitees-hint`}
            rows={4}
            className={field}
            value={invitees}
            onChange={setInvitees}
            suggestionsQuery={inviteeSuggestionsQuery}
          />
          <p id={`${id}-invitees-hint`} className="text-xs text-zinc-600 dark:text-zinc-400">
            Separate usernames or e-mail addresses with commas or new lines.
          </p>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-message`} className={label}>
            Personal message (optional)
          </label>
          <textarea
            id={`${id}-message`}
            rows={3}
            maxLength={INVITATION_MESSAGE_MAX}
            className={field}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-expiry`} className={label}>
            Expires after
          </label>
          <select
            id={`${id}-expiry`}
            className={field}
            value={days}
            onChange={(event) => setDays(Number(event.target.value) as ExpiryDays)}
          >
            {INVITATION_EXPIRY_DAYS.map((choice) => (
              <option key={choice} value={choice}>
                {choice} days
              </option>
            ))}
          </select>
        </div>
        {results.length > 0 && (
          <ul aria-label="Results" className="flex flex-col gap-1 text-sm">
            {results.map((result) => (
              <li
                key={result.invitee}
                className={
                  result.success
                    ? 'text-emerald-800 dark:text-emerald-300'
                    : 'text-red-800 dark:text-red-300'
                }
              >
                {result.success
                  ? `${result.invitee}: invited${result.isNewUser ? ' (e-mail sent)' : ''}`
                  : `${result.invitee}: ${result.errorMessage ?? ''}`}
              </li>
            ))}
          </ul>
        )}
        <div className="flex justify-end gap-2">
          <button type="button" className="btn-secondary" onClick={() => close(false)}>
            Cancel
          </button>
          <button
            type="submit"
            className="btn-primary disabled:cursor-not-allowed disabled:opacity-50"
            disabled={list.length === 0 || send.isPending}
          >
            {send.isPending ? 'Sending...' : 'Send'}
          </button>
        </div>
      </form>
    </MembershipDialog>
  )
}
