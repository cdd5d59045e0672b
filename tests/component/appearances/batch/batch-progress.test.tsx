import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { BatchProgress } from '~/features/appearances/batch/batch-progress'
import { batchStore } from '~/features/appearances/batch/batch-store'
import { BATCH_TEXT } from '~/features/appearances/batch/batch-text'
import { readUserItem, writeUserItem } from '~/lib/offline'
import { activeOutbox } from '~/lib/offline/active-outbox'
import { wipeUserData } from '~/lib/offline/user-data'
import { messageKind } from '../../../unit/lib/offline/helpers'
import { server } from '../../msw/server'
import { openSwitchableOutbox } from '../../outbox-for-test'
import { waitingPhoto as photo } from './batch-photo-for-test'

async function renderPanel() {
  const client = new QueryClient()
  const outbox = await openSwitchableOutbox(client)
  render(
    <QueryClientProvider client={client}>
      <BatchProgress />
    </QueryClientProvider>,
  )
  return outbox
}

/** Queues `count` photo stand-ins in the open outbox (offline); returns their keys. */
async function queue(count: number) {
  const keys: string[] = []
  for (let i = 0; i < count; i++) {
    await activeOutbox()?.queueOrdered(messageKind, 'RoofParty1', `photo ${i}`)
    keys.push(activeOutbox()?.snapshot().at(-1)?.id ?? '')
  }
  return keys
}

describe('the batch panel', { timeout: 20_000 }, () => {
  // First in the file: the panel has not yet read what this browser kept for Ada.
  it('comes back after a reload with how far the batch got', async () => {
    const client = new QueryClient()
    const opened = await openSwitchableOutbox(client)
    await opened.setOnline(false)
    const [stillWaiting] = await queue(1)
    await opened.close()
    // What the page kept before the reload: one photo still queued, one sent meanwhile.
    await writeUserItem('ada', 'batch', [
      photo(stillWaiting ?? '', 'cake.jpg'),
      photo('gone-1', 'dance.jpg'),
    ])
    const outbox = await renderPanel()
    await outbox.setOnline(false)
    expect(await screen.findByText(BATCH_TEXT.progress(1, 2))).toBeInTheDocument()
    server.use(http.post('*/message', () => HttpResponse.json({ success: true })))
    await outbox.setOnline(true)
    expect(await screen.findByText(BATCH_TEXT.progress(2, 2))).toBeInTheDocument()
    await outbox.close()
    batchStore.clear()
  })

  it('keeps nothing for another person on this browser', async () => {
    await writeUserItem('bob', 'batch', [photo('b-1', 'bob.jpg')])
    const outbox = await renderPanel()
    expect(screen.queryByRole('region', { name: BATCH_TEXT.progressTitle })).toBeNull()
    await outbox.close()
  })

  it('lets a refused photo be sent again or removed alone', async () => {
    let refuse = true
    server.use(
      http.post('*/message', () =>
        refuse
          ? HttpResponse.json(
              { success: false, errors: { userMessage: ['This Seen has ended.'] } },
              { status: 403 },
            )
          : HttpResponse.json({ success: true }),
      ),
    )
    const user = userEvent.setup()
    const outbox = await renderPanel()
    await outbox.setOnline(false)
    const [first, second] = await queue(2)
    batchStore.add([photo(first ?? '', 'cake.jpg'), photo(second ?? '', 'dance.jpg')])
    await outbox.setOnline(true)
    const panel = await screen.findByRole('region', { name: BATCH_TEXT.progressTitle })
    await user.click(within(panel).getByRole('button', { name: BATCH_TEXT.showEach }))
    expect(await within(panel).findAllByText('This Seen has ended.')).toHaveLength(2)

    refuse = false
    await user.click(
      within(panel).getByRole('button', { name: BATCH_TEXT.sendAgainOne('cake.jpg') }),
    )
    await outbox.setOnline(true)
    expect(await within(panel).findByText(BATCH_TEXT.progress(1, 2))).toBeInTheDocument()

    await user.click(
      within(panel).getByRole('button', { name: BATCH_TEXT.removeRefused('dance.jpg') }),
    )
    expect(await within(panel).findByText(BATCH_TEXT.progress(1, 1))).toBeInTheDocument()
    expect(within(panel).getByRole('button', { name: BATCH_TEXT.close })).toBeInTheDocument()
    expect(activeOutbox()?.snapshot()).toEqual([])
    await outbox.close()
  })
})

describe('a second batch', { timeout: 20_000 }, () => {
  it('joins one still on its way, and starts a count of its own after one that went through', async () => {
    server.use(http.post('*/message', () => HttpResponse.json({ success: true })))
    const outbox = await renderPanel()
    await outbox.setOnline(false)
    const [first] = await queue(1)
    batchStore.add([photo(first ?? '', 'cake.jpg')])
    const [second] = await queue(1)
    batchStore.add([photo(second ?? '', 'dance.jpg')])
    expect(await screen.findByText(BATCH_TEXT.progress(0, 2))).toBeInTheDocument()
    await outbox.setOnline(true)
    expect(await screen.findByText(BATCH_TEXT.progress(2, 2))).toBeInTheDocument()

    await outbox.setOnline(false)
    const [third] = await queue(1)
    batchStore.add([photo(third ?? '', 'toast.jpg')])
    expect(await screen.findByText(BATCH_TEXT.progress(0, 1))).toBeInTheDocument()
    await outbox.setOnline(true)
    expect(await screen.findByText(BATCH_TEXT.progress(1, 1))).toBeInTheDocument()
    await outbox.close()
    batchStore.clear()
  })
})

describe('what a browser keeps for one person', () => {
  it('is wiped with their data at logout, and nobody else’s is', async () => {
    await writeUserItem('ada', 'batch', [photo('a-1', 'ada.jpg')])
    await writeUserItem('ada.b', 'batch', [photo('b-1', 'adab.jpg')])
    await writeUserItem(null, 'batch', [photo('g-1', 'guest.jpg')])
    await wipeUserData('ada')
    expect(await readUserItem('ada', 'batch')).toBeUndefined()
    expect(await readUserItem('ada.b', 'batch')).toEqual([photo('b-1', 'adab.jpg')])
    expect(await readUserItem(null, 'batch')).toEqual([photo('g-1', 'guest.jpg')])
  })
})
