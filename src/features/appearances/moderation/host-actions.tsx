import { Ban, Trash2 } from 'lucide-react'
import { ConfirmButton } from '~/components/confirm-button'
import { WaitingToSend } from '~/components/offline/pending-actions'
import { usePendingFor } from '~/lib/offline'
import { MODERATION_MSG } from '~/shared/moderation-messages'
import type { Appearance } from '~/shared/schemas/appearance'
import { blockPoster, removePhoto } from './moderation'
import { posterBlockKind } from './moderation-kinds'

const ACTION =
  'focus-ring inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-xs font-medium text-zinc-700 hover:bg-zinc-100 disabled:opacity-50 dark:text-zinc-300 dark:hover:bg-zinc-800'

/**
 * The creator's moderation of one appearance of their Seen
 * (docs/decisions/111-remove-appearance.md, docs/decisions/112-block-poster.md): remove the photo,
 * and block its poster from posting (not on the creator's own). Each asks first.
 */
export function HostActions({ appearance: a }: { appearance: Appearance }) {
  const blockWaiting = usePendingFor(posterBlockKind, a.appearanceShortName)
  return (
    <div className="flex flex-wrap items-center gap-1 border-t border-zinc-200 pt-2 dark:border-zinc-800">
      <ConfirmButton
        className={ACTION}
        label={`${MODERATION_MSG.removePhoto}: ${a.headline}`}
        title={MODERATION_MSG.removeTitle}
        description={MODERATION_MSG.removeDescription}
        confirmLabel={MODERATION_MSG.removePhoto}
        onConfirm={() => void removePhoto(a)}
      >
        <Trash2 aria-hidden="true" className="size-3.5" />
        {MODERATION_MSG.removePhoto}
      </ConfirmButton>
      {a.isOwner ? null : (
        <ConfirmButton
          className={ACTION}
          label={`${MODERATION_MSG.blockPoster}: ${a.displayUserName}`}
          title={MODERATION_MSG.blockTitle(a.displayUserName)}
          description={MODERATION_MSG.blockDescription}
          confirmLabel={MODERATION_MSG.blockPoster}
          disabled={blockWaiting}
          onConfirm={() => void blockPoster(a)}
        >
          <Ban aria-hidden="true" className="size-3.5" />
          {MODERATION_MSG.blockPoster}
          <WaitingToSend pending={blockWaiting} />
        </ConfirmButton>
      )}
    </div>
  )
}
