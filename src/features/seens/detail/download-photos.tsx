import { FolderDown } from 'lucide-react'
import { ToolbarLink } from '~/components/toolbar'

export const DOWNLOAD_PHOTOS_TEXT = { all: 'Download all photos and clips' } as const

/**
 * Toolbar link to the Seen's photo ZIP, for those the server lets download it. A plain link, so
 * the browser streams the archive to disk however large it is (the route needs no X-CSRF).
 */
export function DownloadPhotosLink({ shortName }: { shortName: string }) {
  return (
    <ToolbarLink
      label={DOWNLOAD_PHOTOS_TEXT.all}
      text="Photos"
      icon={FolderDown}
      render={(props) => (
        <a {...props} href={`/api/seen/${encodeURIComponent(shortName)}/photos.zip`} download>
          {props.children}
        </a>
      )}
    />
  )
}
