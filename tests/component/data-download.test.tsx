import { onlineManager, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { Toaster } from 'sonner'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DATA_DOWNLOAD_TEXT } from '~/features/settings/account-text'
import { DataDownloadSection } from '~/features/settings/components/data-download-section'
import { createQueryClient } from '~/lib/query-client'
import { server } from './msw/server'

const assign = vi.fn()
vi.stubGlobal('location', { ...window.location, assign })
afterEach(() => {
  assign.mockClear()
  act(() => onlineManager.setOnline(true))
})

const LINK = '/api/account/export.zip?expires=1790000000000&sig=abc'

function renderSection() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Toaster />
      <DataDownloadSection />
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

describe('Settings → Download my data', () => {
  it('asks for a signed link, then opens it as a download', async () => {
    server.use(
      http.post('*/api/account/export', () =>
        HttpResponse.json({ success: true, downloadUrl: LINK }),
      ),
    )
    const user = renderSection()
    await user.click(screen.getByRole('button', { name: DATA_DOWNLOAD_TEXT.prepare }))
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(LINK))
  })

  it('says so when the link could not be had', async () => {
    server.use(
      http.post('*/api/account/export', () =>
        HttpResponse.json({ success: false, errors: {} }, { status: 500 }),
      ),
    )
    const user = renderSection()
    await user.click(screen.getByRole('button', { name: DATA_DOWNLOAD_TEXT.prepare }))
    expect(await screen.findByText(DATA_DOWNLOAD_TEXT.failed)).toBeInTheDocument()
    expect(assign).not.toHaveBeenCalled()
  })

  it('is unavailable offline', () => {
    act(() => onlineManager.setOnline(false))
    renderSection()
    expect(screen.getByRole('button', { name: DATA_DOWNLOAD_TEXT.prepare })).toBeDisabled()
  })
})
