import { Link } from '@tanstack/react-router'
import { Pencil } from 'lucide-react'
import type { ReactNode } from 'react'
import { TOOLBAR_BUTTON_CLASS, ToolbarLabel } from '~/components/toolbar'
import type { SeenDetail } from '~/shared/schemas/seen'
import { hasEditPermission } from '~/shared/seen-edit-permission'
import { AddToCalendarButton } from './add-to-calendar'
import { SEEN_DETAIL_TEXT } from './detail-text'
import { DownloadPhotosLink } from './download-photos'
import { SeenDetailsDialog } from './seen-details-dialog'
import { SeenReactions } from './seen-reactions'

interface SeenToolbarProps {
  seen: SeenDetail
  /**
   * When the page was rendered: decides the edit icon (docs/product.md#roles hasEditPermission).
   */
  now: Date
  /**
   * Icons of other features, shown between the edit icon and the reactions: review
   * appearances, join requests, invitations, request to join, slideshow start/exit
   * (docs/product.md#screens). Style them with TOOLBAR_BUTTON_CLASS and give each an accessible
   * name.
   */
  children?: ReactNode
}

/**
 * docs/product.md#screens Seen detail toolbar: icon buttons, labelled where there is room, each
 * named.
 */
export function SeenToolbar({ seen, now, children }: SeenToolbarProps) {
  return (
    <fieldset aria-label={SEEN_DETAIL_TEXT.actions} className="flex flex-wrap items-center gap-2">
      {hasEditPermission(seen, now) ? (
        <Link
          to="/makeseen"
          search={{ shortname: seen.seenShortName }}
          aria-label={SEEN_DETAIL_TEXT.edit}
          title={SEEN_DETAIL_TEXT.edit}
          className={TOOLBAR_BUTTON_CLASS}
        >
          <Pencil aria-hidden="true" className="size-5" />
          <ToolbarLabel>Edit</ToolbarLabel>
        </Link>
      ) : null}
      {children}
      <SeenReactions seen={seen} />
      <AddToCalendarButton shortName={seen.seenShortName} />
      {seen.canDownloadPhotos ? <DownloadPhotosLink shortName={seen.seenShortName} /> : null}
      <SeenDetailsDialog seen={seen} />
    </fieldset>
  )
}
