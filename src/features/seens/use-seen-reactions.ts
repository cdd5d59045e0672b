/**
 * Seen like and bookmark (docs/product.md#states Toggles, #calls, #error-texts), shared by the Seen
 * list and the Seen page.
 *
 *   const setLike = useSeenLike()
 *   setLike(seen.shortName, !seen.isLiked)
 *
 * Each call goes through the offline outbox (`reaction-kinds.ts`): every cached copy of the Seen
 * shows the new state at once, the desired state is stored and sent (now, or when the
 * connection returns, even after a reload), repeated clicks on one Seen coalesce into the last
 * desired state, and the server's state and count replace the optimistic ones when it answers.
 * A refusal rolls back and is listed with the server's message (components/offline).
 */
import { onlineManager, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { notify, notifyError } from '~/lib/notify'
import { queueToggle, type ToggleKind, usePendingFor } from '~/lib/offline'
import { SEEN_MSG } from '~/shared/seen-messages'
import { cachedSeenReaction, type SeenReactionKind } from './reaction-cache'
import { seenBookmarkKind, seenLikeKind } from './reaction-kinds'

/** Sets the viewer's like (or bookmark) of one Seen to `active`. */
export type SetSeenReaction = (seenShortName: string, active: boolean) => void

const REACTIONS: Record<
  SeenReactionKind,
  { kind: ToggleKind; on: string; off: string; failed: string }
> = {
  like: {
    kind: seenLikeKind,
    on: SEEN_MSG.liked,
    off: SEEN_MSG.likeRemoved,
    failed: SEEN_MSG.toggleLikeFailed,
  },
  bookmark: {
    kind: seenBookmarkKind,
    on: SEEN_MSG.bookmarked,
    off: SEEN_MSG.bookmarkRemoved,
    failed: SEEN_MSG.toggleBookmarkFailed,
  },
}

function useSeenReaction(reaction: SeenReactionKind): SetSeenReaction {
  const queryClient = useQueryClient()
  // The same function from render to render: a list's cards are memoized on it.
  return useCallback(
    (seenShortName, active) => {
      const { kind, on, off, failed } = REACTIONS[reaction]
      const current = cachedSeenReaction(queryClient, seenShortName, reaction) ?? !active
      queueToggle(kind, seenShortName, { desired: active, current }).then(
        // Offline, "successfully" would not be true yet: the waiting marks say what is.
        () => onlineManager.isOnline() && notify.success(active ? on : off),
        (error: unknown) => notifyError(error, failed),
      )
    },
    [queryClient, reaction],
  )
}

/** Like or unlike a Seen (POST /api/seen/like). */
export const useSeenLike = (): SetSeenReaction => useSeenReaction('like')

/** Bookmark or un-bookmark a Seen (POST /api/seen/bookmark). */
export const useSeenBookmark = (): SetSeenReaction => useSeenReaction('bookmark')

/** Whether the viewer's like / bookmark of a Seen is still waiting to be sent ("waiting to send"). */
export function useSeenReactionsPending(seenShortName: string) {
  return {
    like: usePendingFor(seenLikeKind, seenShortName),
    bookmark: usePendingFor(seenBookmarkKind, seenShortName),
  }
}
