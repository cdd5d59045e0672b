import { CalendarPlus } from 'lucide-react'
import { useState } from 'react'
import { ToolbarAction } from '~/components/toolbar'
import { notify } from '~/lib/notify'

export const CALENDAR_TEXT = {
  add: 'Add to calendar',
  failed: 'Could not get the calendar file. Please try again.',
} as const

/** The file name the server gave in Content-Disposition, else one from the short name. */
function fileNameOf(res: Response, shortName: string): string {
  const named = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1]
  return named ?? `${shortName}.ics`
}

/**
 * Toolbar button: downloads the Seen as an .ics file, which phones and desktop calendars offer
 * to add. Fetched (the API asks for its X-CSRF header) and handed over as a file.
 */
export function AddToCalendarButton({ shortName }: { shortName: string }) {
  const [busy, setBusy] = useState(false)
  const download = async () => {
    setBusy(true)
    try {
      const res = await fetch(`/api/seen/${encodeURIComponent(shortName)}/calendar.ics`, {
        headers: { 'X-CSRF': '1' },
        credentials: 'same-origin',
      })
      if (!res.ok) throw new Error(String(res.status))
      const url = URL.createObjectURL(await res.blob())
      const link = document.createElement('a')
      link.href = url
      link.download = fileNameOf(res, shortName)
      document.body.append(link)
      link.click()
      link.remove()
      setTimeout(() => URL.revokeObjectURL(url), 10_000)
    } catch {
      notify.error(CALENDAR_TEXT.failed)
    } finally {
      setBusy(false)
    }
  }
  return (
    <ToolbarAction
      label={CALENDAR_TEXT.add}
      text="Calendar"
      icon={CalendarPlus}
      busy={busy}
      onClick={() => void download()}
    />
  )
}
