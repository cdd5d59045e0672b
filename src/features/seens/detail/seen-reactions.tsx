import { askToLogIn, LOGIN_PROMPT_TEXT } from '~/features/session/login-prompt'
import { useSession } from '~/features/session/queries'
import type { SeenDetail } from '~/shared/schemas/seen'
import { ReactionButton } from '../list/components/reaction-button'
import { useSeenBookmark, useSeenLike, useSeenReactionsPending } from '../use-seen-reactions'

/**
 * The Seen's bookmark and like toggles with their counts (docs/product.md#states toggles,
 * #error-texts toasts); a guest's tap asks them to log in.
 */
export function SeenReactions({ seen }: { seen: SeenDetail }) {
  const session = useSession()
  const setLike = useSeenLike()
  const setBookmark = useSeenBookmark()
  const pending = useSeenReactionsPending(seen.seenShortName)
  const signedIn = session.status === 'authenticated'
  return (
    <div className="inline-flex items-center rounded-full bg-white/90 px-1 shadow-sm ring-1 ring-zinc-200 dark:bg-zinc-900/90 dark:ring-zinc-700">
      <ReactionButton
        kind="bookmark"
        pending={pending.bookmark}
        active={seen.isBookmarked ?? false}
        count={seen.bookmarkCount ?? 0}
        onToggle={() =>
          signedIn
            ? setBookmark(seen.seenShortName, !seen.isBookmarked)
            : askToLogIn(LOGIN_PROMPT_TEXT.bookmarkSeen)
        }
      />
      <ReactionButton
        kind="like"
        pending={pending.like}
        active={seen.isLiked ?? false}
        count={seen.likeCount ?? 0}
        onToggle={() =>
          signedIn
            ? setLike(seen.seenShortName, !seen.isLiked)
            : askToLogIn(LOGIN_PROMPT_TEXT.likeSeen)
        }
      />
    </div>
  )
}
