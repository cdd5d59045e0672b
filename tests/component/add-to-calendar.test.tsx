import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { Toaster } from 'sonner'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AddToCalendarButton, CALENDAR_TEXT } from '~/features/seens/detail/add-to-calendar'
import { server } from './msw/server'

const ICS = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n'
let clicked: { href: string; download: string }[]

beforeEach(() => {
  clicked = []
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push({ href: this.href, download: this.download })
  })
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: () => 'blob:seen-ics',
      revokeObjectURL: () => undefined,
    }),
  )
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

/** GET /api/seen/{shortName}/calendar.ics answers `answer()`; each request is kept. */
function renderButton(answer: () => Promise<Response>) {
  const requests: Request[] = []
  server.use(
    http.get('*/api/seen/:shortName/calendar.ics', ({ request }) => {
      requests.push(request)
      return answer()
    }),
  )
  render(
    <>
      <Toaster />
      <AddToCalendarButton shortName="GardenConcert1" />
    </>,
  )
  return { requests, user: userEvent.setup() }
}

describe('Add to calendar on the Seen page', () => {
  it('downloads the Seen’s .ics under the server’s file name, with the API’s CSRF header', async () => {
    const { requests, user } = renderButton(
      async () =>
        new HttpResponse(ICS, {
          headers: {
            'Content-Type': 'text/calendar; charset=utf-8',
            'Content-Disposition': 'attachment; filename="Garden-Concert.ics"',
          },
        }),
    )
    await user.click(screen.getByRole('button', { name: CALENDAR_TEXT.add }))
    await waitFor(() =>
      expect(clicked).toEqual([{ href: 'blob:seen-ics', download: 'Garden-Concert.ics' }]),
    )
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual([
      '/api/seen/GardenConcert1/calendar.ics',
    ])
    expect(requests[0]?.headers.get('X-CSRF')).toBe('1')
  })

  it('is disabled while the file comes, and says so when it cannot be had', async () => {
    let answer: (res: Response) => void = () => undefined
    const { user } = renderButton(() => new Promise<Response>((resolve) => (answer = resolve)))
    const button = screen.getByRole('button', { name: CALENDAR_TEXT.add })
    await user.click(button)
    expect(button).toBeDisabled()
    answer(new HttpResponse(null, { status: 404 }))
    expect(await screen.findByText(CALENDAR_TEXT.failed)).toBeInTheDocument()
    expect(button).toBeEnabled()
    expect(clicked).toEqual([])
  })
})
