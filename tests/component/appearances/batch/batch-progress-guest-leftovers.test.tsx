import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { OFFLINE_TEXT } from '~/components/offline/offline-text'
import { PendingActions } from '~/components/offline/pending-actions'
import { BatchProgress } from '~/features/appearances/batch/batch-progress'
import { BATCH_TEXT } from '~/features/appearances/batch/batch-text'
import { readUserItem, writeUserItem } from '~/lib/offline'
import { leftoverOutbox, setLeftoverOutbox } from '~/lib/offline/active-outbox'
import { Outbox } from '~/lib/offline/outbox'
import { GUEST_OUTBOX } from '~/lib/offline/outbox-db'
import { messageKind } from '../../../unit/lib/offline/helpers'
import { server } from '../../msw/server'
import { openSwitchableOutbox } from '../../outbox-for-test'
import { waitingPhoto as photo } from './batch-photo-for-test'

/**
 * The guest queued photos, then signed up before they went: the signed-in page sends the guest
 * outbox's leftovers beside the account's outbox (`session-scope.ts`), and should show them.
 */
async function guestLeftovers(client: QueryClient, texts: string[]) {
  let online = false
  const outbox = await Outbox.open({ client, username: GUEST_OUTBOX, isOnline: () => online })
  const keys: string[] = []
  for (const text of texts) {
    await outbox.queueOrdered(messageKind, 'RoofParty1', text)
    keys.push(outbox.snapshot().at(-1)?.id ?? '')
  }
  setLeftoverOutbox(outbox)
  return {
    keys,
    setOnline: async (value: boolean) => {
      online = value
      if (value) await outbox.drain()
    },
    close: () => {
      setLeftoverOutbox(null)
      outbox.close()
    },
  }
}

describe('a signed-in page that still sends what the guest queued', { timeout: 20_000 }, () => {
  it('takes over the guest’s batch, counts its photos as waiting, and follows them until sent', async () => {
    const client = new QueryClient()
    const guest = await guestLeftovers(client, ['cake', 'dance'])
    // What the guest's page kept: two photos on the way, one sent before the sign-up.
    await writeUserItem(null, 'batch', [
      photo(guest.keys[0] ?? '', 'cake.jpg'),
      photo(guest.keys[1] ?? '', 'dance.jpg'),
      photo('sent-before', 'toast.jpg'),
    ])
    const account = await openSwitchableOutbox(client, 'gil')
    await account.setOnline(false)
    render(
      <QueryClientProvider client={client}>
        <PendingActions />
        <BatchProgress />
      </QueryClientProvider>,
    )

    expect(await screen.findByText(BATCH_TEXT.progress(1, 3))).toBeInTheDocument()
    expect(screen.getByTestId('pending-actions')).toHaveTextContent(OFFLINE_TEXT.waiting(2))
    // The batch is the account's now: the guest's copy is gone, so it is not shown twice.
    await vi.waitFor(async () => expect(await readUserItem(null, 'batch')).toBeUndefined())
    expect(await readUserItem('gil', 'batch')).toHaveLength(3)

    server.use(http.post('*/message', () => HttpResponse.json({ success: true })))
    await guest.setOnline(true)
    expect(await screen.findByText(BATCH_TEXT.progress(3, 3))).toBeInTheDocument()
    expect(screen.queryByTestId('pending-actions')).toBeNull()
    guest.close()
    await account.close()
  })

  it('removes a refused guest photo from the guest outbox, not the account’s', async () => {
    server.use(
      http.post('*/message', () =>
        HttpResponse.json(
          { success: false, errors: { userMessage: ['This Seen has ended.'] } },
          { status: 403 },
        ),
      ),
    )
    const client = new QueryClient()
    const guest = await guestLeftovers(client, ['late'])
    await writeUserItem(null, 'batch', [photo(guest.keys[0] ?? '', 'late.jpg')])
    const account = await openSwitchableOutbox(client, 'hal')
    const user = userEvent.setup()
    render(
      <QueryClientProvider client={client}>
        <BatchProgress />
      </QueryClientProvider>,
    )
    await guest.setOnline(true)
    const panel = await screen.findByRole('region', { name: BATCH_TEXT.progressTitle })
    await user.click(within(panel).getByRole('button', { name: BATCH_TEXT.showEach }))
    expect(await within(panel).findByText('This Seen has ended.')).toBeInTheDocument()

    await user.click(
      within(panel).getByRole('button', { name: BATCH_TEXT.removeRefused('late.jpg') }),
    )
    expect(await within(panel).findByText(BATCH_TEXT.progress(0, 0))).toBeInTheDocument()
    expect(leftoverOutbox()?.snapshot()).toEqual([])
    guest.close()
    await account.close()
  })
})
