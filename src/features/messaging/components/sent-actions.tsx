import { Undo2 } from 'lucide-react'
import { MESSAGING_MSG } from '~/shared/messaging-messages'
import { everyoneHasRead, type Message } from '~/shared/schemas/messaging'
import { useWithdraw } from '../message-mutations'

/**
 * docs/product.md#states Withdraw: disabled, with its reason, once every recipient has read the
 * message.
 */
export function SentActions({ message }: { message: Message }) {
  const withdraw = useWithdraw()
  if (message.isWithdrawn) return null
  const locked = everyoneHasRead(message)
  return (
    <div className="flex flex-col items-start gap-2">
      <p className="text-sm text-zinc-700 dark:text-zinc-300">
        Read by {message.readCount} of {message.recipientCount}
      </p>
      <button
        type="button"
        className="btn-secondary disabled:cursor-not-allowed disabled:opacity-60"
        disabled={locked || withdraw.isPending}
        aria-describedby={locked ? 'withdraw-locked' : undefined}
        onClick={() => withdraw.mutate(message.id)}
      >
        <Undo2 aria-hidden="true" className="size-4" />
        Withdraw
      </button>
      {locked && (
        <p id="withdraw-locked" className="text-sm text-zinc-700 dark:text-zinc-300">
          {MESSAGING_MSG.cannotWithdraw}
        </p>
      )}
    </div>
  )
}
