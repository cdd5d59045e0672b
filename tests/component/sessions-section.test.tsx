import { onlineManager, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { Toaster } from 'sonner'
import { afterEach, describe, expect, it } from 'vitest'
import { SESSIONS_TEXT } from '~/features/settings/account-text'
import { SessionsSection } from '~/features/settings/components/sessions-section'
import { createQueryClient } from '~/lib/query-client'
import { ACCOUNT_MSG } from '~/shared/account-messages'
import type { AccountSession } from '~/shared/schemas/account-sessions'
import { server } from './msw/server'

const HERE: AccountSession = {
  id: 'aaaaaaaaaaaaaaaaaaaaaa',
  device: 'Chrome on Linux',
  createdDate: '2026-11-20T10:00:00.000Z',
  lastSeenDate: '2026-11-27T10:00:00.000Z',
  isCurrent: true,
}
const PHONE: AccountSession = {
  id: 'bbbbbbbbbbbbbbbbbbbbbb',
  device: 'Safari on iPhone',
  createdDate: '2026-11-21T10:00:00.000Z',
  lastSeenDate: '2026-11-26T10:00:00.000Z',
  isCurrent: false,
}

/** The account's sessions as the server holds them; the end calls remove from it. */
function stubBackend(initial: AccountSession[]) {
  let held = [...initial]
  const ended: unknown[] = []
  server.use(
    http.get('*/api/account/sessions', () => HttpResponse.json({ success: true, sessions: held })),
    http.post('*/api/account/sessions/end', async ({ request }) => {
      const body = (await request.json()) as { sessionId: string }
      ended.push(body)
      held = held.filter((s) => s.id !== body.sessionId)
      return HttpResponse.json({ success: true, ended: 1 })
    }),
    http.post('*/api/account/sessions/end-others', () => {
      ended.push('others')
      held = held.filter((s) => s.isCurrent)
      return HttpResponse.json({ success: true, ended: 1 })
    }),
  )
  return ended
}

function renderSection() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Toaster />
      <SessionsSection />
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

afterEach(() => act(() => onlineManager.setOnline(true)))

describe('Settings → Sessions', () => {
  it('lists the sessions with this device marked, and ends another one', async () => {
    const ended = stubBackend([HERE, PHONE])
    const user = renderSection()
    expect(screen.getByRole('status', { name: 'Loading sessions' })).toBeInTheDocument()
    const list = await screen.findByRole('list')
    const [here, phone] = within(list).getAllByRole('listitem')
    expect(here).toHaveTextContent('Chrome on Linux')
    expect(here).toHaveTextContent(SESSIONS_TEXT.thisDevice)
    expect(within(here as HTMLElement).queryByRole('button')).not.toBeInTheDocument()
    expect(phone).not.toHaveTextContent(SESSIONS_TEXT.thisDevice)
    await user.click(within(phone as HTMLElement).getByRole('button', { name: /Safari on iPhone/ }))
    expect(await screen.findByText(ACCOUNT_MSG.sessionEnded)).toBeInTheDocument()
    expect(ended).toEqual([{ sessionId: PHONE.id }])
    expect(await screen.findByText(SESSIONS_TEXT.onlyThisOne)).toBeInTheDocument()
    expect(screen.queryByText('Safari on iPhone')).not.toBeInTheDocument()
  })

  it('ends every other session only after the question is confirmed', async () => {
    const ended = stubBackend([HERE, PHONE, { ...PHONE, id: 'cccccccccccccccccccccc' }])
    const user = renderSection()
    await user.click(await screen.findByRole('button', { name: SESSIONS_TEXT.endOthers }))
    const dialog = await screen.findByRole('alertdialog', { name: SESSIONS_TEXT.endOthersQuestion })
    expect(ended).toEqual([])
    await user.click(within(dialog).getByRole('button', { name: SESSIONS_TEXT.endOthers }))
    expect(await screen.findByText(ACCOUNT_MSG.otherSessionsEnded)).toBeInTheDocument()
    expect(ended).toEqual(['others'])
    expect(await screen.findByText(SESSIONS_TEXT.onlyThisOne)).toBeInTheDocument()
  })

  it("shows the server's refusal and the list as it is now", async () => {
    stubBackend([HERE, PHONE])
    server.use(
      http.post('*/api/account/sessions/end', () =>
        HttpResponse.json(
          { success: false, errors: { userMessage: [ACCOUNT_MSG.sessionNotFound] } },
          { status: 404 },
        ),
      ),
    )
    const user = renderSection()
    await user.click(await screen.findByRole('button', { name: /Safari on iPhone/ }))
    expect(await screen.findByText(ACCOUNT_MSG.sessionNotFound)).toBeInTheDocument()
  })

  it('says when the list failed to load and loads it again on Try again', async () => {
    let fail = true
    server.use(
      http.get('*/api/account/sessions', () =>
        fail
          ? HttpResponse.json({ success: false, errors: { userMessage: ['x'] } }, { status: 500 })
          : HttpResponse.json({ success: true, sessions: [HERE] }),
      ),
    )
    const user = renderSection()
    expect(await screen.findByText(SESSIONS_TEXT.loadFailed)).toBeInTheDocument()
    fail = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText(SESSIONS_TEXT.onlyThisOne)).toBeInTheDocument()
  })

  it('offline, says the list needs a connection; a shown list cannot be ended', async () => {
    stubBackend([HERE, PHONE])
    act(() => onlineManager.setOnline(false))
    renderSection()
    expect(await screen.findByText(SESSIONS_TEXT.offline)).toBeInTheDocument()
    act(() => onlineManager.setOnline(true))
    const end = await screen.findByRole('button', { name: /Safari on iPhone/ })
    expect(end).toBeEnabled()
    act(() => onlineManager.setOnline(false))
    expect(end).toBeDisabled()
    expect(screen.getByRole('button', { name: SESSIONS_TEXT.endOthers })).toBeDisabled()
  })
})
