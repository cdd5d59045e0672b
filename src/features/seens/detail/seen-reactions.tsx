import { useSession } from '~/features/session/queries'
import type { SeenDetail } from '~/shared/schemas/seen'
import { ReactionButton } from '../list/components/reaction-button'
import { SEEN_LIST_TEXT } from '../list/list-messages'
import { useSeenBookmark, useSeenLike, useSeenReactionsPending } from '../use-seen-reactions'

/** The Seen's bookmark and like toggles with their counts (SPEC §4 toggles, §8 toasts). */
export function SeenReactions({ seen }: { seen: SeenDetail }) {
  const session = useSession()
  const setLike = useSeenLike()
  const setBookmark = useSeenBookmark()
  const pending = useSeenReactionsPending(seen.seenShortName)
  const disabledReason =
    session.status === 'authenticated' ? undefined : SEEN_LIST_TEXT.guestReaction
  return (
    <div className="inline-flex items-center rounded-full bg-white/90 px-1 shadow-sm ring-1 ring-zinc-200 dark:bg-zinc-900/90 dark:ring-zinc-700">
      <ReactionButton
        kind="bookmark"
        pending={pending.bookmark}
        active={seen.isBookmarked ?? false}
        count={seen.bookmarkCount ?? 0}
        disabledReason={disabledReason}
        onToggle={() => setBookmark(seen.seenShortName, !seen.isBookmarked)}
      />
      <ReactionButton
        kind="like"
        pending={pending.like}
        active={seen.isLiked ?? false}
        count={seen.likeCount ?? 0}
        disabledReason={disabledReason}
        onToggle={() => setLike(seen.seenShortName, !seen.isLiked)}
      />
    </div>
  )
}
