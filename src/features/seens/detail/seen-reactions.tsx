import { ToolbarAction } from '~/components/toolbar'
import { askToLogIn, LOGIN_PROMPT_TEXT } from '~/features/session/login-prompt'
import { useSession } from '~/features/session/queries'
import type { SeenDetail } from '~/shared/schemas/seen-detail'
import { REACTION_ICONS, reactionLabel } from '../list/components/reaction-button'
import { useSeenBookmark, useSeenLike, useSeenReactionsPending } from '../use-seen-reactions'

/**
 * The Seen's bookmark and like toggles, named with their counts (docs/product.md#states toggles,
 * #error-texts toasts), as toolbar actions; a guest's tap asks them to log in.
 */
export function SeenReactions({ seen }: { seen: SeenDetail }) {
  const session = useSession()
  const setLike = useSeenLike()
  const setBookmark = useSeenBookmark()
  const pending = useSeenReactionsPending(seen.seenShortName)
  const signedIn = session.status === 'authenticated'
  return (
    <>
      <ToolbarAction
        label={reactionLabel('bookmark', seen.bookmarkCount ?? 0, pending.bookmark)}
        text="Bookmark"
        icon={REACTION_ICONS.bookmark}
        pressed={seen.isBookmarked ?? false}
        onClick={() =>
          signedIn
            ? setBookmark(seen.seenShortName, !seen.isBookmarked)
            : askToLogIn(LOGIN_PROMPT_TEXT.bookmarkSeen)
        }
      />
      <ToolbarAction
        label={reactionLabel('like', seen.likeCount ?? 0, pending.like)}
        text="Like"
        icon={REACTION_ICONS.like}
        pressed={seen.isLiked ?? false}
        onClick={() =>
          signedIn
            ? setLike(seen.seenShortName, !seen.isLiked)
            : askToLogIn(LOGIN_PROMPT_TEXT.likeSeen)
        }
      />
    </>
  )
}
