import { CalendarDays, MapPin } from 'lucide-react'
import type { ReactNode } from 'react'
import { SavedAgo } from '~/components/offline/saved-ago'
import { placeName } from '~/shared/place-name'
import type { SeenDetail } from '~/shared/schemas/seen-detail'
import { formatSeenTime } from '~/shared/seen-time'
import { SeenCardCreator } from '../list/seen-card-creator'
import { SEEN_DETAIL_TEXT } from './detail-text'
import { SeenBackground, SeenHeaderImage } from './seen-background'
import { SeenCaption } from './seen-caption'
import { SeenToolbar } from './seen-toolbar'

interface SeenDetailViewProps {
  seen: SeenDetail
  now: Date
  /** When the Seen was read: says "saved … ago" when it comes from this device's cache. */
  updatedAt: number
  /** Other features' primary toolbar actions (see SeenToolbar). */
  toolbarPrimary?: ReactNode
  /** Other features' actions for the toolbar's More menu (see SeenToolbar). */
  toolbarMore?: ReactNode
  /** The page's one prominent action, right under the title (Add your photos, or what to do). */
  action?: ReactNode
  /**
   * The page's main content under the Seen's header: the appearance list, the floating 'Make
   * Appearance' button and the slideshow (docs/product.md#screens) come from the appearances
   * feature.
   */
  children?: ReactNode
}

/**
 * docs/product.md#screens Seen detail page: background, the host's photo as a header, headline,
 * toolbar, when and where, the host, caption, content.
 */
export function SeenDetailView({
  seen,
  now,
  updatedAt,
  toolbarPrimary,
  toolbarMore,
  action,
  children,
}: SeenDetailViewProps) {
  const where = placeName(seen)
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 xs:px-6 lg:py-10">
      <SeenBackground image={seen.imageInfo} />
      <SeenHeaderImage seen={seen} />
      <header className="flex flex-col gap-3">
        {seen.headline ? (
          <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase dark:text-brand-200">
            {seen.seenName}
          </p>
        ) : null}
        <h1 className="text-2xl font-bold tracking-tight text-zinc-900 sm:text-3xl dark:text-white">
          {seen.headline || seen.seenName}
        </h1>
        {action}
        <SeenToolbar seen={seen} now={now} primary={toolbarPrimary} more={toolbarMore} />
        <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-zinc-800 dark:text-zinc-200">
          <li className="flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" className="size-4" />
            <time dateTime={seen.startDateTime}>
              {formatSeenTime(seen.startDateTime, seen.timeZoneId)}
            </time>
          </li>
          {where ? (
            <li className="flex items-center gap-1.5">
              <MapPin aria-hidden="true" className="size-4" />
              {where}
            </li>
          ) : null}
        </ul>
        <p className="flex items-center gap-2 text-sm text-zinc-700 dark:text-zinc-300">
          <span>{SEEN_DETAIL_TEXT.hostedBy}</span>
          <SeenCardCreator
            username={seen.createdBy}
            displayName={seen.createdByDisplayName}
            avatarPath={seen.userAvatarPath}
          />
        </p>
        <SavedAgo updatedAt={updatedAt} />
        <SeenCaption
          caption={seen.caption}
          className="max-w-prose text-base leading-relaxed text-zinc-900 dark:text-zinc-100"
        />
      </header>
      <div className="mt-8">{children}</div>
    </div>
  )
}
