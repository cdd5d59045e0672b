import { MESSAGING_MSG } from '~/shared/messaging-messages'

/** docs/product.md#states: the 'Withdrawn' badge on a withdrawn sent message. */
export function WithdrawnBadge() {
  return (
    <span className="rounded-full bg-zinc-200 px-2 py-0.5 text-xs font-semibold text-zinc-800 dark:bg-zinc-700 dark:text-zinc-100">
      {MESSAGING_MSG.withdrawn}
    </span>
  )
}

/** docs/architecture/offline.md: a queued message not yet delivered. */
export function WaitingBadge() {
  return (
    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-300/20 dark:text-amber-200">
      {MESSAGING_MSG.waitingToSend}
    </span>
  )
}
