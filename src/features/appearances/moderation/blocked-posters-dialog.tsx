import { Dialog } from '@base-ui/react/dialog'
import { useQuery } from '@tanstack/react-query'
import { WaitingToSend } from '~/components/offline/pending-actions'
import { SavedAgo } from '~/components/offline/saved-ago'
import { SheetDialogContent } from '~/components/sheet-dialog'
import { Spinner } from '~/components/spinner'
import { useOnline, usePendingFor } from '~/lib/offline'
import { MODERATION_MSG } from '~/shared/moderation-messages'
import type { BlockedPoster } from '~/shared/schemas/moderation'
import { unblockPoster } from './moderation'
import { posterUnblockKind } from './moderation-kinds'
import { blockedPostersQueryOptions } from './poster-block-queries'

const note = 'text-sm text-zinc-600 dark:text-zinc-400'
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' })

function BlockedPosterItem({ block }: { block: BlockedPoster }) {
  const waiting = usePendingFor(posterUnblockKind, block.id)
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words text-zinc-900 dark:text-white">
          {block.displayName}{' '}
          <span className="font-normal text-zinc-600 dark:text-zinc-400">
            {block.username ? `@${block.username}` : `(${MODERATION_MSG.guest})`}
          </span>
        </p>
        <p className={note}>
          {MODERATION_MSG.blockedOn(dateFormat.format(new Date(block.blockedDate)))}
        </p>
      </div>
      <WaitingToSend pending={waiting} />
      <button
        type="button"
        className="btn-secondary"
        aria-label={`${MODERATION_MSG.unblock} ${block.displayName}`}
        disabled={waiting}
        onClick={() => void unblockPoster(block)}
      >
        {MODERATION_MSG.unblock}
      </button>
    </li>
  )
}

/** The creator's "Blocked from posting" list with Unblock (docs/decisions/112-block-poster.md). */
export function BlockedPostersList({ seenShortName }: { seenShortName: string }) {
  const query = useQuery(blockedPostersQueryOptions(seenShortName))
  const online = useOnline()
  if (query.isPending) {
    if (!online) return <p className={note}>{MODERATION_MSG.blockedOffline}</p>
    return <Spinner label={MODERATION_MSG.blockedList} className="py-6" />
  }
  if (query.isError && !query.data) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3">
        <p className="text-zinc-800 dark:text-zinc-200">{MODERATION_MSG.blockedLoadFailed}</p>
        <button type="button" className="btn-secondary" onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    )
  }
  return (
    <div className="flex flex-col gap-2">
      <SavedAgo updatedAt={query.dataUpdatedAt} />
      {query.data.length === 0 ? (
        <p className={note}>{MODERATION_MSG.blockedEmpty}</p>
      ) : (
        <ul
          aria-label={MODERATION_MSG.blockedList}
          className="flex flex-col divide-y divide-zinc-200 dark:divide-zinc-800"
        >
          {query.data.map((block) => (
            <BlockedPosterItem key={block.id} block={block} />
          ))}
        </ul>
      )}
    </div>
  )
}

interface BlockedPostersDialogProps {
  seenShortName: string
  open: boolean
  onOpenChange: (open: boolean) => void
}

export function BlockedPostersDialog({
  seenShortName,
  open,
  onOpenChange,
}: BlockedPostersDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => onOpenChange(next)}>
      <SheetDialogContent title={MODERATION_MSG.blockedList} closeLabel="Close" width="lg">
        {open ? <BlockedPostersList seenShortName={seenShortName} /> : null}
      </SheetDialogContent>
    </Dialog.Root>
  )
}
