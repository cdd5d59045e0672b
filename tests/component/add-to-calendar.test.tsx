import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Toaster } from 'sonner'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AddToCalendarButton, CALENDAR_TEXT } from '~/features/seens/detail/add-to-calendar'

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

function renderButton(answer: () => Promise<Response>) {
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => answer())
  vi.stubGlobal('fetch', fetch)
  render(
    <>
      <Toaster />
      <AddToCalendarButton shortName="GardenConcert1" />
    </>,
  )
  return { fetch, user: userEvent.setup() }
}

describe('Add to calendar on the Seen page', () => {
  it('downloads the Seen’s .ics under the server’s file name, with the API’s CSRF header', async () => {
    const { fetch, user } = renderButton(
      async () =>
        new Response(ICS, {
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
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(url).toBe('/api/seen/GardenConcert1/calendar.ics')
    expect(new Headers(init?.headers).get('X-CSRF')).toBe('1')
  })

  it('is disabled while the file comes, and says so when it cannot be had', async () => {
    let answer: (res: Response) => void = () => undefined
    const { user } = renderButton(() => new Promise<Response>((resolve) => (answer = resolve)))
    const button = screen.getByRole('button', { name: CALENDAR_TEXT.add })
    await user.click(button)
    expect(button.hasAttribute('disabled')).toBe(true)
    answer(new Response(null, { status: 404 }))
    expect(await screen.findByText(CALENDAR_TEXT.failed)).toBeTruthy()
    expect(button.hasAttribute('disabled')).toBe(false)
    expect(clicked).toEqual([])
  })
})
