import { Link } from '@tanstack/react-router'
import { Pencil } from 'lucide-react'
import type { ReactNode } from 'react'
import { TOOLBAR_ROW_CLASS, ToolbarLink } from '~/components/toolbar'
import { ToolbarMore, ToolbarMoreGroup } from '~/components/toolbar-more'
import type { SeenDetail } from '~/shared/schemas/seen-detail'
import { hasEditPermission } from '~/shared/seen-edit-permission'
import { AddToCalendarButton } from './add-to-calendar'
import { SEEN_DETAIL_TEXT } from './detail-text'
import { DownloadPhotosLink } from './download-photos'
import { SeenDetailsDialog } from './seen-details-dialog'
import { SeenReactions } from './seen-reactions'

interface SeenToolbarProps {
  seen: SeenDetail
  /**
   * When the page was rendered: decides the edit action (docs/product.md#roles hasEditPermission).
   */
  now: Date
  /**
   * Other features' primary actions, shown as labelled buttons: at most four for any viewer (add
   * photos, share, review, slideshow, request to join; docs/decisions/173-labelled-actions.md).
   * Draw each with ToolbarAction, named.
   */
  primary?: ReactNode
  /**
   * Other features' further actions, in More after the edit action: invitations, join requests,
   * the host's block list and guest photo limit. Draw each with ToolbarAction, named.
   */
  more?: ReactNode
}

/**
 * docs/product.md#screens Seen detail toolbar: a few labelled primary actions and a More menu
 * with the rest (edit, the host's tools, bookmark and like, calendar, photo ZIP, details).
 */
export function SeenToolbar({ seen, now, primary, more }: SeenToolbarProps) {
  return (
    <fieldset aria-label={SEEN_DETAIL_TEXT.actions} className={TOOLBAR_ROW_CLASS}>
      {primary}
      <ToolbarMore>
        <ToolbarMoreGroup>
          {hasEditPermission(seen, now) ? (
            <ToolbarLink
              label={SEEN_DETAIL_TEXT.edit}
              text="Edit"
              icon={Pencil}
              render={(props) => (
                <Link {...props} to="/makeseen" search={{ shortname: seen.seenShortName }}>
                  {props.children}
                </Link>
              )}
            />
          ) : null}
          {more}
        </ToolbarMoreGroup>
        <ToolbarMoreGroup>
          <SeenReactions seen={seen} />
        </ToolbarMoreGroup>
        <ToolbarMoreGroup>
          <AddToCalendarButton shortName={seen.seenShortName} />
          {seen.canDownloadPhotos ? <DownloadPhotosLink shortName={seen.seenShortName} /> : null}
          <SeenDetailsDialog seen={seen} />
        </ToolbarMoreGroup>
      </ToolbarMore>
    </fieldset>
  )
}
