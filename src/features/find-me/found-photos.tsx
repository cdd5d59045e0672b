import { Download, ExternalLink } from 'lucide-react'
import { useState } from 'react'
import { notifyError } from '~/lib/notify'
import { FIND_ME_TEXT as TEXT } from './find-me-text'
import type { ScanMatch } from './scan'

/**
 * What Find me found, best first: each photo to open or download, and all of them saved at once
 * (the share sheet, or a ZIP made on the device: save-all.ts, loaded when asked).
 */
export function FoundPhotos({
  matches,
  seenName,
}: {
  matches: readonly ScanMatch[]
  seenName: string
}) {
  const [saving, setSaving] = useState(false)
  return (
    <section aria-label={TEXT.results} className="flex flex-col gap-3">
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {matches.map(({ photo }) => (
          <li key={photo.shortName} className="flex flex-col gap-1">
            <img
              src={photo.reducedPath}
              alt={photo.headline}
              loading="lazy"
              className="aspect-square w-full rounded-lg bg-zinc-100 object-cover dark:bg-zinc-800"
            />
            <div className="flex gap-1">
              <a
                href={photo.fullPath}
                target="_blank"
                rel="noopener"
                aria-label={TEXT.open(photo.headline)}
                title={TEXT.open(photo.headline)}
                className="focus-ring rounded-lg p-2 text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800"
              >
                <ExternalLink aria-hidden="true" className="size-4" />
              </a>
              <a
                href={photo.fullPath}
                download
                aria-label={TEXT.download(photo.headline)}
                title={TEXT.download(photo.headline)}
                className="focus-ring rounded-lg p-2 text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800"
              >
                <Download aria-hidden="true" className="size-4" />
              </a>
            </div>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="btn-primary justify-center"
        disabled={saving}
        onClick={() => {
          setSaving(true)
          void import('./save-all')
            .then(({ saveAll }) => saveAll(matches, `${seenName} - my photos.zip`))
            .catch(notifyError)
            .finally(() => setSaving(false))
        }}
      >
        {saving ? TEXT.saving : TEXT.saveAll(matches.length)}
      </button>
    </section>
  )
}
