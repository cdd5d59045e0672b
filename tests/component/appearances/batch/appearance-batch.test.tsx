import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BatchProgress } from '~/features/appearances/batch/batch-progress'
import { batchStore } from '~/features/appearances/batch/batch-store'
import { BATCH_TEXT } from '~/features/appearances/batch/batch-text'
import { ADD_PHOTOS_TEXT } from '~/features/appearances/form/add-photos'
import type { QueuedAppearance } from '~/features/appearances/form/post-kind'
import { PostingForm } from '~/features/appearances/form/posting-form'
import { activeOutbox } from '~/lib/offline/active-outbox'
import { Outbox } from '~/lib/offline/outbox'
import { APPEARANCE_LABELS } from '~/shared/schemas/appearance'
import { stubDecoder } from '../../image-decoder-stub'
import { openSwitchableOutbox } from '../../outbox-for-test'

afterEach(() => {
  vi.unstubAllGlobals()
  batchStore.clear()
})

async function renderForm() {
  const client = new QueryClient()
  const outbox = await openSwitchableOutbox(client)
  await outbox.setOnline(false)
  const onClose = vi.fn()
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <PostingForm seen={{ shortName: 'RoofParty1', seenName: 'Roof Party' }} onClose={onClose} />
        <BatchProgress />
      </>
    ),
  })
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { onClose, outbox }
}

const jpeg = (name: string, size: number) =>
  new File([new Uint8Array(size)], name, { type: 'image/jpeg' })

describe('posting form: many photos in one go', () => {
  it('shows thumbnails, names an undecodable photo, and queues one appearance per photo with its own headline', async () => {
    stubDecoder()
    const user = userEvent.setup()
    const { onClose, outbox } = await renderForm()
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByText(ADD_PHOTOS_TEXT.details))
    await user.type(within(dialog).getByLabelText(APPEARANCE_LABELS.headline), 'Wedding')
    await user.type(within(dialog).getByLabelText(APPEARANCE_LABELS.caption), 'Under the oak.')
    await user.click(within(dialog).getByLabelText('At the Seen'))
    await user.upload(within(dialog).getByLabelText(APPEARANCE_LABELS.photo), [
      jpeg('one.jpg', 10),
      new File([new Uint8Array(5)], 'IMG_2.HEIC', { type: 'image/heic' }),
      jpeg('three.jpg', 30),
    ])

    expect(
      await screen.findByRole('img', { name: BATCH_TEXT.photoAlt(3, 'three.jpg') }),
    ).toBeVisible()
    expect(screen.getByRole('img', { name: BATCH_TEXT.photoAlt(1, 'one.jpg') })).toBeVisible()
    expect(await screen.findByText(BATCH_TEXT.undecodable('IMG_2.HEIC'))).toBeVisible()

    await user.click(screen.getByRole('button', { name: BATCH_TEXT.changeOne(3) }))
    await user.type(screen.getByLabelText(BATCH_TEXT.headlineFor(3)), 'First dance')
    await user.click(screen.getByRole('button', { name: ADD_PHOTOS_TEXT.send(2) }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())

    const entries = activeOutbox()?.snapshot() ?? []
    const headlines = entries.map((e) => (e.payload as QueuedAppearance).record.headline)
    expect(headlines).toEqual(['Wedding', 'First dance'])
    // Each photo is its own entry, with its own Idempotency-Key.
    expect(new Set(entries.map((e) => e.id)).size).toBe(2)
    expect(await screen.findByText(BATCH_TEXT.progress(0, 2))).toBeInTheDocument()
    await outbox.close()
  })

  it('says so when storage fills up part-way: the stored photos are queued and leave the form, the rest stay to save again', async () => {
    stubDecoder()
    const user = userEvent.setup()
    const { onClose, outbox } = await renderForm()
    // The browser refuses the third write, as IndexedDB does on a full disk.
    const realQueue = Outbox.prototype.queueOrdered
    let writes = 0
    vi.spyOn(Outbox.prototype, 'queueOrdered').mockImplementation(function (this: Outbox, ...args) {
      writes += 1
      if (writes === 3) return Promise.reject(new DOMException('full', 'QuotaExceededError'))
      return realQueue.apply(this, args)
    })
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByText(ADD_PHOTOS_TEXT.details))
    await user.type(within(dialog).getByLabelText(APPEARANCE_LABELS.headline), 'Wedding')
    await user.type(within(dialog).getByLabelText(APPEARANCE_LABELS.caption), 'Under the oak.')
    await user.click(within(dialog).getByLabelText('At the Seen'))
    await user.upload(
      within(dialog).getByLabelText(APPEARANCE_LABELS.photo),
      ['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg'].map((name, i) => jpeg(name, i + 1)),
    )
    await screen.findByRole('img', { name: BATCH_TEXT.photoAlt(4, 'd.jpg') })
    const waitingBefore = activeOutbox()?.snapshot().length ?? 0
    await user.click(screen.getByRole('button', { name: ADD_PHOTOS_TEXT.send(4) }))

    expect(await screen.findByText(BATCH_TEXT.storageFull(2, 4))).toBeVisible()
    expect(onClose).not.toHaveBeenCalled()
    // Nothing already queued is lost, and saving again cannot send those two twice.
    expect(activeOutbox()?.snapshot()).toHaveLength(waitingBefore + 2)
    expect(screen.getByRole('heading', { name: BATCH_TEXT.photosHeading(2) })).toBeVisible()
    expect(screen.getByRole('img', { name: BATCH_TEXT.photoAlt(1, 'c.jpg') })).toBeVisible()
    expect(screen.queryByRole('img', { name: /a\.jpg/ })).not.toBeInTheDocument()
    vi.restoreAllMocks()
    await outbox.close()
  })

  it(`refuses photos past the limit with a message and keeps the first ones`, async () => {
    stubDecoder()
    const user = userEvent.setup()
    const { outbox } = await renderForm()
    const dialog = await screen.findByRole('dialog')
    const files = Array.from({ length: 51 }, (_, i) => jpeg(`p${i}.jpg`, i + 1))
    await user.upload(within(dialog).getByLabelText(APPEARANCE_LABELS.photo), files)
    expect(await screen.findByText(BATCH_TEXT.overLimit(50, 1))).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: BATCH_TEXT.photosHeading(50) })).toBeVisible()
    await outbox.close()
  })
})
