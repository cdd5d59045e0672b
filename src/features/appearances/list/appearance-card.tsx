import { EyeOff } from 'lucide-react'
import { ProfilePopup } from '~/features/people/components/profile-popup'
import { usePendingFor } from '~/lib/offline'
import { APPEARANCE_MSG } from '~/shared/appearance-messages'
import type { Appearance } from '~/shared/schemas/appearance'
import type { SeenDetail } from '~/shared/schemas/seen-detail'
import { formatSeenTime } from '~/shared/seen-time'
import { UploadStatus } from '../batch/upload-status'
import { CardClip } from '../clips/card-clip'
import { clipOf } from '../clips/clip'
import { CaptionText } from '../form/caption-text'
import { appearanceEditKind } from '../form/edit-kind'
import { isWaitingToUpload } from '../form/post-kind'
import { HostActions } from '../moderation/host-actions'
import { ReviewControls } from '../moderation/review-controls'
import { LazyImage } from './lazy-image'
import { LazyImageZoom } from './lazy-parts'
import { LikeButton } from './like-button'
import { appearanceLikeKind } from './like-kind'
import { toggleAppearanceLike } from './mutations'
import { OwnerActions } from './owner-actions'

export const CARD_TEXT = {
  zoom: (headline: string) => `Open photo: ${headline}`,
  waiting: 'Waiting to upload',
  awaitingApproval: 'Waiting for approval',
  rejected: 'Rejected',
  likeWaiting: 'waiting to send',
  onSeen: 'At the Seen',
  remote: 'Remote',
} as const

interface AppearanceCardProps {
  appearance: Appearance
  seen: Pick<SeenDetail, 'timeZoneId' | 'requiresApproval'>
  canLike: boolean
  /** A guest's tap on Like, on a photo they could like once signed in (asks them to log in). */
  onGuestLike?: (() => void) | undefined
  canEdit: boolean
  reviewing: boolean
  /**
   * The viewer created the Seen: remove and block (docs/decisions/111-remove-appearance.md,
   * docs/decisions/112-block-poster.md).
   */
  moderating?: boolean
  onZoom: () => void
  onEdit: () => void
}

/**
 * One appearance: photo (zoomable) or clip (plays inline), headline, caption, author, like;
 * hidden badge and dimming.
 */
export function AppearanceCard({
  appearance: a,
  seen,
  canLike,
  onGuestLike,
  canEdit,
  reviewing,
  moderating = false,
  onZoom,
  onEdit,
}: AppearanceCardProps) {
  const waiting = isWaitingToUpload(a)
  const clip = clipOf(a)
  const editWaiting = usePendingFor(appearanceEditKind, a.appearanceShortName)
  const likePending = usePendingFor(appearanceLikeKind, a.appearanceShortName)
  const when = formatSeenTime(a.createdDateTime, seen.timeZoneId)
  // Its author learns where their post stands; the creator reviewing sees it in the controls.
  const decision =
    !a.isOwner || reviewing || !seen.requiresApproval
      ? null
      : a.isRejected
        ? CARD_TEXT.rejected
        : a.isApproved
          ? null
          : CARD_TEXT.awaitingApproval
  return (
    <article
      aria-label={a.headline}
      className={`card flex flex-col gap-3 p-0 ${a.isHidden ? 'opacity-60' : ''}`}
    >
      {clip ? (
        <CardClip appearance={a} clip={clip} onZoom={onZoom} />
      ) : (
        <button
          type="button"
          onClick={onZoom}
          onPointerEnter={LazyImageZoom.preload}
          onFocus={LazyImageZoom.preload}
          aria-label={CARD_TEXT.zoom(a.headline)}
          className="focus-ring rounded-t-2xl"
        >
          <LazyImage image={a.imageInfo} alt="" className="rounded-t-2xl" />
        </button>
      )}
      <div className="flex flex-col gap-2 px-4 pb-4">
        <div className="flex items-start gap-2">
          <h3 className="mr-auto font-semibold text-zinc-900 dark:text-white">{a.headline}</h3>
          {waiting || editWaiting ? (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-400/20 dark:text-amber-100">
              {CARD_TEXT.waiting}
            </span>
          ) : null}
          {decision && !waiting ? (
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-medium ${
                a.isRejected
                  ? 'bg-red-100 text-red-900 dark:bg-red-400/20 dark:text-red-100'
                  : 'bg-sky-100 text-sky-900 dark:bg-sky-400/20 dark:text-sky-100'
              }`}
            >
              {decision}
            </span>
          ) : null}
          {a.isHidden ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-zinc-200 px-2 py-0.5 text-xs font-medium text-zinc-800 dark:bg-zinc-700 dark:text-zinc-100">
              <EyeOff aria-hidden="true" className="size-3" />
              {APPEARANCE_MSG.hiddenBadge}
            </span>
          ) : null}
        </div>
        {waiting ? <UploadStatus localId={a.appearanceShortName} /> : null}
        <div className="text-sm text-zinc-700 dark:text-zinc-300">
          <CaptionText caption={a.caption} />
        </div>
        <p className="text-xs text-zinc-600 dark:text-zinc-400">
          {a.createdBy ? (
            <ProfilePopup username={a.createdBy}>{a.displayUserName}</ProfilePopup>
          ) : (
            a.displayUserName
          )}{' '}
          · {when}
          {a.relativeLocation === 1
            ? ` · ${CARD_TEXT.onSeen}`
            : a.relativeLocation === 2
              ? ` · ${CARD_TEXT.remote}`
              : ''}
        </p>
        <div className="flex items-center gap-2">
          <LikeButton
            isLiked={a.isLiked}
            count={a.likedCount}
            disabled={(!canLike && !onGuestLike) || waiting}
            onToggle={onGuestLike ?? (() => void toggleAppearanceLike(a))}
          />
          {likePending ? (
            <span className="text-xs text-zinc-600 dark:text-zinc-400">
              {CARD_TEXT.likeWaiting}
            </span>
          ) : null}
          {canEdit && !waiting ? <OwnerActions appearance={a} onEdit={onEdit} /> : null}
        </div>
        {reviewing && !waiting ? <ReviewControls appearance={a} /> : null}
        {moderating && !waiting ? <HostActions appearance={a} /> : null}
      </div>
    </article>
  )
}
