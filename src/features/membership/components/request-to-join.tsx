import { UserPlus } from 'lucide-react'
import { useId, useState } from 'react'
import { JOIN_REQUEST_MESSAGE_MAX, JOIN_REQUEST_MSG } from '~/shared/membership-messages'
import { useRequestToJoin } from '../join-request-mutations'
import { usePendingRequest } from '../pending-request'
import { MembershipDialog } from './membership-dialog'

interface JoinRequestDialogProps {
  seenShortName: string
  seenName: string
  open: boolean
  onOpenChange: (open: boolean) => void
}

/**
 * docs/product.md#screens Join Request dialog: an optional message (docs/product.md#validation),
 * then the docs/product.md#error-texts confirmation.
 */
export function JoinRequestDialog({
  seenShortName,
  seenName,
  open,
  onOpenChange,
}: JoinRequestDialogProps) {
  const id = useId()
  const [message, setMessage] = useState('')
  const request = useRequestToJoin(seenShortName)
  const close = (next: boolean) => {
    if (!next) request.reset()
    onOpenChange(next)
  }
  return (
    <MembershipDialog open={open} onOpenChange={close} title={`Request to join ${seenName}`}>
      {request.isSuccess ? (
        <>
          <p role="status" className="text-zinc-800 dark:text-zinc-200">
            {JOIN_REQUEST_MSG.sentDialog}
          </p>
          <button type="button" className="btn-primary self-end" onClick={() => close(false)}>
            Close
          </button>
        </>
      ) : (
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault()
            request.mutate(message)
          }}
        >
          <div className="flex flex-col gap-1.5">
            <label
              htmlFor={`${id}-message`}
              className="text-sm font-semibold text-zinc-800 dark:text-zinc-200"
            >
              Message to the creator (optional)
            </label>
            <textarea
              id={`${id}-message`}
              rows={3}
              maxLength={JOIN_REQUEST_MESSAGE_MAX}
              className="focus-ring w-full rounded-xl border border-zinc-300 bg-white px-3 py-2 text-sm text-zinc-900 dark:border-zinc-700 dark:bg-zinc-950 dark:text-zinc-100"
              value={message}
              onChange={(event) => setMessage(event.target.value)}
            />
          </div>
          <div className="flex justify-end gap-2">
            <button type="button" className="btn-secondary" onClick={() => close(false)}>
              Cancel
            </button>
            <button type="submit" className="btn-primary" disabled={request.isPending}>
              {request.isPending ? 'Sending...' : 'Send Request'}
            </button>
          </div>
        </form>
      )}
    </MembershipDialog>
  )
}

/**
 * docs/product.md#roles Request to Join button (render it for non-members, non-creators of a
 * publicRequestJoin Seen: the detail's `canRequestJoin`); it shows when a request is pending.
 */
export function RequestToJoinButton({
  seenShortName,
  seenName,
}: {
  seenShortName: string
  seenName: string
}) {
  const [open, setOpen] = useState(false)
  const pending = usePendingRequest(seenShortName)
  return (
    <>
      <button
        type="button"
        className="btn-primary disabled:opacity-60"
        disabled={pending}
        onClick={() => setOpen(true)}
      >
        <UserPlus aria-hidden="true" className="size-4" />
        {pending ? 'Request pending' : 'Request to Join'}
      </button>
      <JoinRequestDialog
        seenShortName={seenShortName}
        seenName={seenName}
        open={open}
        onOpenChange={setOpen}
      />
    </>
  )
}
