import { OFFLINE_REASON, useOnline } from '~/lib/offline'
import { useDataDownload } from '../account-queries'
import { DATA_DOWNLOAD_TEXT } from '../account-text'

/** Settings → Download my data: the account's JSON and photos as one ZIP. */
export function DataDownloadSection() {
  const online = useOnline()
  const download = useDataDownload()
  return (
    <section aria-labelledby="data-download-heading" className="card mt-6 p-4 sm:p-6">
      <h2 id="data-download-heading" className="text-lg font-bold">
        {DATA_DOWNLOAD_TEXT.heading}
      </h2>
      <p className="mt-1 text-sm text-zinc-700 dark:text-zinc-300">{DATA_DOWNLOAD_TEXT.intro}</p>
      <button
        type="button"
        className="btn-secondary mt-3"
        disabled={!online || download.isPending}
        onClick={() => download.mutate()}
      >
        {download.isPending ? DATA_DOWNLOAD_TEXT.preparing : DATA_DOWNLOAD_TEXT.prepare}
      </button>
      {online ? null : (
        <p className="mt-2 text-sm text-zinc-700 dark:text-zinc-300">{OFFLINE_REASON}</p>
      )}
    </section>
  )
}
