/** The host's moderation actions, queued in the outbox (`moderation-kinds.ts`). */
import { onlineManager } from '@tanstack/react-query'
import { notify, notifyError } from '~/lib/notify'
import { queueOrdered } from '~/lib/offline'
import { MODERATION_MSG } from '~/shared/moderation-messages'
import type { Appearance } from '~/shared/schemas/appearance'
import type { BlockedPoster } from '~/shared/schemas/moderation'
import { appearanceRemoveKind, posterBlockKind, posterUnblockKind } from './moderation-kinds'

/** Queue an action; offline, say that it waits (its success toast comes when it is sent). */
async function queue(send: () => Promise<void>, queuedText: string | null, failed: string) {
  try {
    await send()
    if (queuedText && !onlineManager.isOnline()) notify.message(queuedText)
  } catch (error) {
    notifyError(error, failed)
  }
}

/** Remove any photo of the creator's Seen: it leaves the page at once. */
export const removePhoto = (a: Appearance) =>
  queue(
    () => queueOrdered(appearanceRemoveKind, a.appearanceShortName, { before: a }),
    MODERATION_MSG.removeQueued,
    MODERATION_MSG.removeFailed,
  )

/** Block the poster of `a` from posting to its Seen. */
export const blockPoster = (a: Appearance) =>
  queue(
    () =>
      queueOrdered(posterBlockKind, a.appearanceShortName, {
        seenShortName: a.seenShortName,
        displayName: a.displayUserName,
      }),
    MODERATION_MSG.blockQueued,
    MODERATION_MSG.blockFailed,
  )

/** Let a blocked poster post again: they leave the list at once. */
export const unblockPoster = (block: BlockedPoster) =>
  queue(
    () => queueOrdered(posterUnblockKind, block.id, { before: block }),
    null,
    MODERATION_MSG.unblockFailed,
  )
