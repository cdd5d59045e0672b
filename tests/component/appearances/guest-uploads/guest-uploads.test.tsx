import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { Toaster } from 'sonner'
import { describe, expect, it } from 'vitest'
import { GuestUploadsPanel } from '~/features/appearances/guest-uploads/guest-uploads-dialog'
import { GUEST_UPLOADS_TEXT } from '~/features/appearances/guest-uploads/text'
import { createQueryClient } from '~/lib/query-client'
import { GUEST_UPLOADS } from '~/shared/constants'
import { fieldMessage } from '~/shared/messages'
import { GUEST_QUOTA_LABEL, type GuestUploads } from '~/shared/schemas/guest-uploads'
import { server } from '../../msw/server'

/** The Seen's guest uploads as the server holds them; every PUT body is kept. */
function stubBackend(initial: GuestUploads) {
  let held = initial
  const sent: unknown[] = []
  server.use(
    http.get('*/api/seen/guest-uploads/:sn', () =>
      HttpResponse.json({ success: true, guestUploads: held }),
    ),
    http.put('*/api/seen/guest-uploads/:sn', async ({ request }) => {
      const body = (await request.json()) as { quota: number; open: boolean }
      sent.push(body)
      held = { ...held, ...body }
      return HttpResponse.json({ success: true, guestUploads: held })
    }),
  )
  return sent
}

function renderPanel() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Toaster />
      <GuestUploadsPanel seenShortName="Abc123Def456" />
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

describe('the host’s Guest photos', () => {
  it('shows how much of the quota guests used, and says so when it is nearly full', async () => {
    stubBackend({ used: 8_500, quota: 10_000, open: true })
    renderPanel()
    expect(await screen.findByText(GUEST_UPLOADS_TEXT.used(8_500, 10_000))).toBeInTheDocument()
    expect(screen.getByText(GUEST_UPLOADS_TEXT.nearlyFull)).toBeInTheDocument()
    expect(screen.getByLabelText(GUEST_QUOTA_LABEL)).toHaveValue(10_000)
  })

  it('raises the limit and closes guest posting in one save', async () => {
    const sent = stubBackend({ used: 10_000, quota: 10_000, open: true })
    const user = renderPanel()
    expect(await screen.findByText(GUEST_UPLOADS_TEXT.full)).toBeInTheDocument()
    const field = screen.getByLabelText(GUEST_QUOTA_LABEL)
    await user.clear(field)
    await user.type(field, '20000')
    await user.click(screen.getByLabelText(GUEST_UPLOADS_TEXT.open))
    await user.click(screen.getByRole('button', { name: GUEST_UPLOADS_TEXT.save }))
    expect(await screen.findByText(GUEST_UPLOADS_TEXT.used(10_000, 20_000))).toBeInTheDocument()
    expect(sent).toEqual([{ quota: 20_000, open: false }])
    expect(screen.getByText(GUEST_UPLOADS_TEXT.closedNote)).toBeInTheDocument()
  })

  it('names the field in its error and sends nothing for a limit out of range', async () => {
    const sent = stubBackend({ used: 0, quota: 10_000, open: true })
    const user = renderPanel()
    const field = await screen.findByLabelText(GUEST_QUOTA_LABEL)
    await user.clear(field)
    await user.type(field, String(GUEST_UPLOADS.max + 1))
    await user.click(screen.getByRole('button', { name: GUEST_UPLOADS_TEXT.save }))
    expect(
      await screen.findByText(fieldMessage.notMore(GUEST_QUOTA_LABEL, GUEST_UPLOADS.max)),
    ).toBeInTheDocument()
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(sent).toEqual([])
  })

  it('offers to try again when the count cannot be loaded', async () => {
    server.use(
      http.get('*/api/seen/guest-uploads/:sn', () =>
        HttpResponse.json({ success: false, errors: { userMessage: ['x'] } }, { status: 403 }),
      ),
    )
    renderPanel()
    expect(await screen.findByRole('alert')).toHaveTextContent(GUEST_UPLOADS_TEXT.loadFailed)
    expect(screen.getByRole('button', { name: GUEST_UPLOADS_TEXT.retry })).toBeInTheDocument()
  })
})
