import { Link } from '@tanstack/react-router'
import { Printer } from 'lucide-react'
import { useState } from 'react'
import { createPortal } from 'react-dom'
import { imageUrl } from '~/lib/images'
import { placeName } from '~/shared/place-name'
import type { SeenDetail } from '~/shared/schemas/seen-detail'
import { formatSeenTime } from '~/shared/seen-time'
import { SHARE_TEXT, seenLink } from '~/shared/share'
import { LazyQrCode } from './lazy-qr-code'

export const PAPER_SIZES = { A4: 'A4', Letter: 'Letter' } as const
export type PaperSize = keyof typeof PAPER_SIZES

/** US and Canadian readers print on Letter; everyone else on A4. */
export function defaultPaper(locale: string): PaperSize {
  return /-(US|CA)$/i.test(locale) ? 'Letter' : 'A4'
}

/** Printing shows the poster alone, on one page of the chosen paper. */
const printCss = (paper: PaperSize) =>
  `@page { size: ${paper} portrait; margin: 12mm }
@media print {
  #root { display: none !important }
  .seen-poster { position: static !important; overflow: visible !important; padding: 0 !important }
  .seen-poster-tools { display: none !important }
  .seen-poster-sheet { box-shadow: none !important; border: 0 !important; width: 100% !important; height: ${paper === 'A4' ? '272mm' : '254mm'} !important; max-width: none !important }
}`

/**
 * A poster for the venue: the Seen's name, date, photo and a large QR code of its link, with one
 * line on how to post. It is drawn outside the app frame, so printing leaves the navigation out.
 */
export function SeenPoster({ seen }: { seen: SeenDetail }) {
  const [paper, setPaper] = useState<PaperSize>(() => defaultPaper(navigator.language))
  const link = seenLink(window.location.origin, seen.shortName)
  const photo = imageUrl(seen.imageInfo, 'reduced')
  const where = placeName(seen)
  return createPortal(
    <div className="seen-poster fixed inset-0 z-50 overflow-y-auto bg-zinc-100 p-4 text-zinc-900 dark:bg-zinc-800">
      <style>{printCss(paper)}</style>
      <div className="seen-poster-tools mx-auto mb-4 flex max-w-[210mm] flex-wrap items-center gap-3">
        <Link
          to="/seen"
          search={{ shortname: seen.shortName }}
          className="link mr-auto dark:text-brand-200"
        >
          {SHARE_TEXT.posterBack}
        </Link>
        <label className="flex items-center gap-2 text-sm dark:text-zinc-100">
          {SHARE_TEXT.posterPaper}
          <select
            value={paper}
            onChange={(event) => setPaper(event.currentTarget.value as PaperSize)}
            className="rounded-lg border border-zinc-300 bg-white px-2 py-1.5 text-zinc-900"
          >
            <option value="A4">A4</option>
            <option value="Letter">Letter</option>
          </select>
        </label>
        <button
          type="button"
          onClick={() => window.print()}
          className="btn-primary inline-flex items-center gap-2"
        >
          <Printer aria-hidden="true" className="size-4" />
          {SHARE_TEXT.posterPrint}
        </button>
      </div>
      <article
        aria-label={seen.seenName}
        data-paper={paper}
        className={`seen-poster-sheet mx-auto flex w-full flex-col items-center gap-[4%] border border-zinc-300 bg-white p-[6%] text-center shadow-lg ${paper === 'A4' ? 'aspect-[210/297] max-w-[210mm]' : 'aspect-[216/279] max-w-[216mm]'}`}
      >
        <header className="flex flex-col gap-2">
          <h1 className="text-3xl font-extrabold tracking-tight break-words sm:text-5xl">
            {seen.seenName}
          </h1>
          <p className="text-lg sm:text-2xl">
            <time dateTime={seen.startDateTime}>
              {formatSeenTime(seen.startDateTime, seen.timeZoneId)}
            </time>
            {where ? ` · ${where}` : ''}
          </p>
        </header>
        {photo ? (
          <img
            src={photo}
            alt=""
            className="max-h-[32%] min-h-0 max-w-full rounded-xl object-contain"
          />
        ) : null}
        <LazyQrCode
          value={link}
          label={SHARE_TEXT.qrLabel(seen.seenName)}
          className="aspect-square w-[52%] max-w-[110mm]"
        />
        <p className="text-xl font-semibold sm:text-3xl">{SHARE_TEXT.posterLine}</p>
        <p className="text-sm break-all text-zinc-700">{link}</p>
      </article>
    </div>,
    document.body,
  )
}
