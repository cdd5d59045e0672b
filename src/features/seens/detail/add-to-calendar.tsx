import { CalendarPlus } from 'lucide-react'
import { useState } from 'react'
import { ToolbarAction } from '~/components/toolbar'
import { api } from '~/lib/api'
import { notify } from '~/lib/notify'

export const CALENDAR_TEXT = {
  add: 'Add to calendar',
  failed: 'Could not get the calendar file. Please try again.',
} as const

/** The file name the server gave in Content-Disposition, else one from the short name. */
function fileNameOf(headers: Headers, shortName: string): string {
  const named = /filename="([^"]+)"/.exec(headers.get('content-disposition') ?? '')?.[1]
  return named ?? `${shortName}.ics`
}

/**
 * Toolbar button: downloads the Seen as an .ics file, which phones and desktop calendars offer
 * to add. Fetched through the app's client (the API asks for its X-CSRF header) and handed over
 * as a file.
 */
export function AddToCalendarButton({ shortName }: { shortName: string }) {
  const [busy, setBusy] = useState(false)
  const download = async () => {
    setBusy(true)
    try {
      const file = await api.getFile(`/api/seen/${encodeURIComponent(shortName)}/calendar.ics`)
      const url = URL.createObjectURL(file.blob)
      const link = document.createElement('a')
      link.href = url
      link.download = fileNameOf(file.headers, shortName)
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
