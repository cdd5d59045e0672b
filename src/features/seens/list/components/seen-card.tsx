import { Link } from '@tanstack/react-router'
import { MapPin } from 'lucide-react'
import { memo, useId } from 'react'
import { askToLogIn, LOGIN_PROMPT_TEXT } from '~/features/session/login-prompt'
import { placeName } from '~/shared/place-name'
import type { SeenListItem } from '~/shared/schemas/seen'
import { useSeenReactionsPending } from '../../use-seen-reactions'
import { SeenCardCreator } from '../seen-card-creator'
import { ReactionButton } from './reaction-button'
import { SeenCardCaption } from './seen-card-caption'
import { SeenCardDate } from './seen-card-date'
import { SeenCardImage } from './seen-card-image'

/** Where the Seen happens: 'Virtual', or its place as people name it ("Austin, TX"). */
export function seenPlace(
  seen: Pick<SeenListItem, 'locationType' | 'cityName' | 'stateCode' | 'countryCode'>,
) {
  if (seen.locationType === 2) return 'Virtual'
  return placeName(seen)
}

export interface SeenCardProps {
  seen: SeenListItem
  /** A guest's tap on a counter asks them to log in. */
  signedIn: boolean
  onLike: (seen: SeenListItem) => void
  onBookmark: (seen: SeenListItem) => void
  /** Called just before the card opens the Seen (the list remembers its scroll position). */
  onOpen: () => void
  /** The card is among the first in view: its photo loads first (see SeenCardImage). */
  priority?: boolean
}

/**
 * docs/product.md#screens Seen card. The whole card opens the Seen: its name is the link and
 * stretches over the card; the buttons and the creator sit above it. Memoized: the list draws its
 * cards a few at a time, and each new one would otherwise draw every card before it again.
 */
export const SeenCard = memo(function SeenCard({
  seen,
  signedIn,
  onLike,
  onBookmark,
  onOpen,
  priority = false,
}: SeenCardProps) {
  const titleId = useId()
  const place = seenPlace(seen)
  const pending = useSeenReactionsPending(seen.shortName)
  return (
    <article
      aria-labelledby={titleId}
      className="relative flex w-full flex-col overflow-hidden rounded-2xl border border-zinc-200 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md dark:border-zinc-800 dark:bg-zinc-900"
    >
      <SeenCardImage image={seen.imageInfo} priority={priority} />
      <div className="flex gap-4 p-4">
        <SeenCardDate start={seen.startDateTime} timeZone={seen.timeZoneId} />
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={titleId} className="text-lg leading-snug font-bold text-zinc-900 dark:text-white">
            <Link
              to="/seen"
              search={{ shortname: seen.shortName }}
              onClick={onOpen}
              className="focus-ring rounded after:absolute after:inset-0 after:content-[''] hover:underline"
            >
              {seen.seenName}
            </Link>
          </h2>
          {seen.sponsor && (
            <p className="text-sm text-zinc-700 dark:text-zinc-300">
              <span className="font-medium">Organizer:</span> {seen.sponsor}
            </p>
          )}
          {place && (
            <p className="flex items-center gap-1 text-sm text-zinc-600 dark:text-zinc-400">
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              <span className="truncate">{place}</span>
            </p>
          )}
          {seen.headline && (
            <p className="font-medium text-zinc-800 dark:text-zinc-200">{seen.headline}</p>
          )}
          {seen.caption && <SeenCardCaption caption={seen.caption} />}
        </div>
      </div>
      <div className="mt-auto flex items-center justify-between gap-2 border-t border-zinc-100 px-4 py-2 dark:border-zinc-800">
        <SeenCardCreator
          username={seen.createdBy}
          displayName={seen.createdByDisplayName}
          avatarPath={seen.userAvatarPath}
        />
        <div className="flex shrink-0 items-center">
          <ReactionButton
            kind="bookmark"
            pending={pending.bookmark}
            active={seen.isBookmarked}
            count={seen.bookmarkCount}
            onToggle={() =>
              signedIn ? onBookmark(seen) : askToLogIn(LOGIN_PROMPT_TEXT.bookmarkSeen)
            }
          />
          <ReactionButton
            kind="like"
            pending={pending.like}
            active={seen.isLiked}
            count={seen.likeCount}
            onToggle={() => (signedIn ? onLike(seen) : askToLogIn(LOGIN_PROMPT_TEXT.likeSeen))}
          />
        </div>
      </div>
    </article>
  )
})
