import { FolderDown } from 'lucide-react'
import { TOOLBAR_BUTTON_CLASS, ToolbarLabel } from '~/components/toolbar'

export const DOWNLOAD_PHOTOS_TEXT = { all: 'Download all photos' } as const

/**
 * Toolbar link to the Seen's photo ZIP, for those the server lets download it. A plain link, so
 * the browser streams the archive to disk however large it is (the route needs no X-CSRF).
 */
export function DownloadPhotosLink({ shortName }: { shortName: string }) {
  return (
    <a
      href={`/api/seen/${encodeURIComponent(shortName)}/photos.zip`}
      download
      aria-label={DOWNLOAD_PHOTOS_TEXT.all}
      title={DOWNLOAD_PHOTOS_TEXT.all}
      className={TOOLBAR_BUTTON_CLASS}
    >
      <FolderDown aria-hidden="true" className="size-5" />
      <ToolbarLabel>Photos</ToolbarLabel>
    </a>
  )
}
