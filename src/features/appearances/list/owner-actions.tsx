import { Eye, EyeOff, Pencil } from 'lucide-react'
import { useOnline } from '~/lib/offline'
import type { Appearance } from '~/shared/schemas/appearance'
import { queueVisibilityChange } from '../form/save'
import { useHideAppearance } from './mutations'

export const OWNER_TEXT = {
  edit: 'Edit appearance',
  hide: 'Hide appearance',
  unhide: 'Unhide appearance',
} as const

const ICON =
  'focus-ring rounded-lg p-1.5 text-zinc-700 hover:bg-zinc-100 disabled:opacity-50 dark:text-zinc-300 dark:hover:bg-zinc-800'

/**
 * docs/product.md#states, #roles: the owner hides, unhides and edits their appearance while live.
 * Offline, each change waits in the outbox and shows at once.
 */
export function OwnerActions({
  appearance: a,
  onEdit,
}: {
  appearance: Appearance
  onEdit: () => void
}) {
  const hide = useHideAppearance(a.seenShortName)
  const online = useOnline()
  const toggleHidden = () => {
    if (online) hide.mutate({ appearanceShortName: a.appearanceShortName, hide: !a.isHidden })
    else void queueVisibilityChange(a, !a.isHidden)
  }
  return (
    <div className="ml-auto flex items-center gap-1">
      <button
        type="button"
        disabled={hide.isPending}
        onClick={toggleHidden}
        aria-label={a.isHidden ? OWNER_TEXT.unhide : OWNER_TEXT.hide}
        className={ICON}
      >
        {a.isHidden ? (
          <Eye aria-hidden="true" className="size-4" />
        ) : (
          <EyeOff aria-hidden="true" className="size-4" />
        )}
      </button>
      <button type="button" onClick={onEdit} aria-label={OWNER_TEXT.edit} className={ICON}>
        <Pencil aria-hidden="true" className="size-4" />
      </button>
    </div>
  )
}
