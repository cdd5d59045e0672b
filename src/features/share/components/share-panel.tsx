import { Dialog } from '@base-ui/react/dialog'
import { Link } from '@tanstack/react-router'
import { Copy, Printer, Share2, Tv } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { SheetDialogContent } from '~/components/sheet-dialog'
import type { SeenDetail } from '~/shared/schemas/seen-detail'
import { SHARE_TEXT, seenLink } from '~/shared/share'
import { LazyQrCode } from './lazy-qr-code'

const ACTION_CLASS =
  'focus-ring inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-3 text-sm font-semibold ring-1 ring-zinc-300 hover:bg-zinc-100 dark:ring-zinc-600 dark:hover:bg-zinc-800'

interface SharePanelProps {
  seen: SeenDetail
  open: boolean
  onOpenChange: (open: boolean) => void
}

/**
 * The Share dialog: the link, Copy, the system share sheet where the browser has one, a QR
 * code, the printable poster and the wall view for a projector.
 */
export function SharePanel({ seen, open, onOpenChange }: SharePanelProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <SheetDialogContent title={SHARE_TEXT.title} closeLabel="Close">
        <ShareContent seen={seen} />
      </SheetDialogContent>
    </Dialog.Root>
  )
}

function ShareContent({ seen }: { seen: SeenDetail }) {
  const link = seenLink(window.location.origin, seen.shortName)
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [status, setStatus] = useState('')
  const canNativeShare = typeof navigator.share === 'function'

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link)
      setStatus(SHARE_TEXT.copied)
    } catch {
      input.current?.select()
      setStatus(SHARE_TEXT.copyFailed)
    }
  }
  const share = () => {
    // A dismissed share sheet rejects; that is the person's choice, not an error to show.
    navigator
      .share({ title: seen.seenName, text: seen.headline || seen.seenName, url: link })
      .catch(() => undefined)
  }

  return (
    <div className="flex flex-col gap-4">
      <Dialog.Description className="text-sm text-zinc-700 dark:text-zinc-300">
        {seen.seenName}
      </Dialog.Description>
      <div className="flex flex-col gap-1">
        <label htmlFor={inputId} className="text-sm font-medium">
          {SHARE_TEXT.linkLabel}
        </label>
        <div className="flex gap-2">
          <input
            id={inputId}
            ref={input}
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
            className="min-w-0 flex-1 rounded-lg border border-zinc-300 bg-white px-3 py-2 text-sm dark:border-zinc-600 dark:bg-zinc-950"
          />
          <button type="button" onClick={copy} className={ACTION_CLASS}>
            <Copy aria-hidden="true" className="size-4" />
            {SHARE_TEXT.copy}
          </button>
        </div>
        <p role="status" className="min-h-5 text-sm text-zinc-700 dark:text-zinc-300">
          {status}
        </p>
      </div>
      <figure className="flex flex-col items-center gap-2">
        <LazyQrCode
          value={link}
          label={SHARE_TEXT.qrLabel(seen.seenName)}
          className="size-56 rounded-lg"
        />
        <figcaption className="text-center text-sm text-zinc-700 dark:text-zinc-300">
          {SHARE_TEXT.qrHint}
        </figcaption>
      </figure>
      <div className="flex flex-wrap gap-2">
        {canNativeShare ? (
          <button type="button" onClick={share} className={ACTION_CLASS}>
            <Share2 aria-hidden="true" className="size-4" />
            {SHARE_TEXT.share}
          </button>
        ) : null}
        <Link to="/seen_poster" search={{ shortname: seen.shortName }} className={ACTION_CLASS}>
          <Printer aria-hidden="true" className="size-4" />
          {SHARE_TEXT.poster}
        </Link>
        <Link to="/seen_wall" search={{ shortname: seen.shortName }} className={ACTION_CLASS}>
          <Tv aria-hidden="true" className="size-4" />
          {SHARE_TEXT.wall}
        </Link>
      </div>
    </div>
  )
}
