import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { batchStore } from '~/features/appearances/batch/batch-store'
import { BATCH_TEXT } from '~/features/appearances/batch/batch-text'
import { ADD_PHOTOS_TEXT } from '~/features/appearances/form/add-photos'
import type { QueuedAppearance } from '~/features/appearances/form/post-kind'
import { SharePage } from '~/features/appearances/share-target/share-page'
import { SHARED_PHOTOS_TEXT } from '~/features/appearances/share-target/shared-photos-text'
import { seenKeys } from '~/features/seens/queries'
import { activeOutbox } from '~/lib/offline/active-outbox'
import { clearSharedPhotos, keepSharedPhotos, readSharedPhotos } from '~/lib/offline/shared-photos'
import { APPEARANCE_LABELS } from '~/shared/schemas/appearance'
import type { PostableSeen } from '~/shared/schemas/postable-seens'
import type { ShareNotes } from '~/shared/share-target'
import { seenDetailFixture } from '../../../unit/features/seen-detail-fixture'
import { stubDecoder } from '../../image-decoder-stub'
import { session } from '../../msw/handlers'
import { server } from '../../msw/server'
import { openSwitchableOutbox } from '../../outbox-for-test'

const HOUR = 3_600_000
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString()

const postable = (shortName: string, seenName: string, liveUntil = inHours(5)): PostableSeen => ({
  shortName,
  seenName,
  headline: `${seenName} headline`,
  startDateTime: inHours(-1),
  locationType: 1,
  createdBy: 'alice',
  isBookmarked: false,
  bookmarkCount: 0,
  isLiked: false,
  likeCount: 0,
  liveUntil,
})

/** GET /api/seen/postable: a list, a failure, or no answer ever (still loading). */
const answerPostable = (answer: PostableSeen[] | 'error' | 'pending') =>
  http.get('*/api/seen/postable', async () => {
    if (answer === 'pending') return new Promise<never>(() => {})
    if (answer === 'error') {
      return HttpResponse.json(
        { success: false, errors: { userMessage: ['Boom'] } },
        { status: 500 },
      )
    }
    return HttpResponse.json({ success: true, seenList: answer })
  })

const jpeg = (name: string) => new File([new Uint8Array(8)], name, { type: 'image/jpeg' })

function renderPage(
  notes: ShareNotes = {},
  prepare?: (client: QueryClient) => void,
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
  prepare?.(client)
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <SharePage notes={notes} /> }),
    history: createMemoryHistory({ initialEntries: ['/share'] }),
  })
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

// jsdom has no object URLs; the thumbnails only need an address each.
URL.createObjectURL = (blob: Blob) => `blob:test/${(blob as File).name}`
URL.revokeObjectURL = () => undefined

afterEach(async () => {
  onlineManager.setOnline(true)
  vi.unstubAllGlobals()
  batchStore.clear()
  await clearSharedPhotos()
})

describe('the share page', { timeout: 20_000 }, () => {
  it('with no photos waiting, says so and links to the welcome page', async () => {
    renderPage()
    expect(await screen.findByText(SHARED_PHOTOS_TEXT.noPhotos)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: SHARED_PHOTOS_TEXT.home })).toHaveAttribute('href', '/')
    expect(screen.queryByRole('heading', { name: SHARED_PHOTOS_TEXT.chooseHeading })).toBeNull()
  })

  it('shows the waiting photos and the live Seens one may post to, not those that ended', async () => {
    await keepSharedPhotos([jpeg('a.jpg'), jpeg('b.jpg')])
    server.use(
      answerPostable([
        postable('RoofParty01', 'Rooftop Party'),
        postable('OldParty001', 'Old Party', inHours(-1)),
      ]),
    )
    renderPage()
    expect(await screen.findByText(SHARED_PHOTOS_TEXT.waiting(2))).toBeInTheDocument()
    const photos = screen.getByRole('region', { name: SHARED_PHOTOS_TEXT.photosLabel })
    expect(within(photos).getAllByRole('img')).toHaveLength(2)
    expect(
      await screen.findByRole('button', { name: SHARED_PHOTOS_TEXT.postTo('Rooftop Party') }),
    ).toBeInTheDocument()
    expect(
      screen.queryByRole('button', { name: SHARED_PHOTOS_TEXT.postTo('Old Party') }),
    ).toBeNull()
    expect(screen.queryByText(SHARED_PHOTOS_TEXT.offlineList)).toBeNull()
  })

  it('shows a spinner while the Seens load', async () => {
    await keepSharedPhotos([jpeg('a.jpg')])
    server.use(answerPostable('pending'))
    renderPage()
    expect(
      await screen.findByRole('status', { name: SHARED_PHOTOS_TEXT.loadingSeens }),
    ).toBeInTheDocument()
  })

  it('says when there is no Seen to post to, and tells a guest that logging in may offer more', async () => {
    await keepSharedPhotos([jpeg('a.jpg')])
    server.use(session('guest'), answerPostable([]))
    renderPage()
    expect(await screen.findByText(SHARED_PHOTOS_TEXT.noSeens)).toBeInTheDocument()
    expect(await screen.findByRole('link', { name: SHARED_PHOTOS_TEXT.login })).toHaveAttribute(
      'href',
      expect.stringContaining('/bff/login?returnUrl='),
    )
  })

  it('offers to try again when the Seens cannot be loaded', async () => {
    await keepSharedPhotos([jpeg('a.jpg')])
    const user = userEvent.setup()
    let calls = 0
    server.use(
      http.get('*/api/seen/postable', () => {
        calls += 1
        return calls === 1
          ? HttpResponse.json({ success: false, errors: { userMessage: ['x'] } }, { status: 500 })
          : HttpResponse.json({
              success: true,
              seenList: [postable('RoofParty01', 'Rooftop Party')],
            })
      }),
    )
    renderPage()
    expect(await screen.findByText(SHARED_PHOTOS_TEXT.listError)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(
      await screen.findByRole('button', { name: SHARED_PHOTOS_TEXT.postTo('Rooftop Party') }),
    ).toBeInTheDocument()
  })

  it('offline with nothing saved, keeps the photos and says to come back online', async () => {
    await keepSharedPhotos([jpeg('a.jpg')])
    onlineManager.setOnline(false)
    renderPage()
    expect(await screen.findByText(SHARED_PHOTOS_TEXT.offlineNoList)).toBeInTheDocument()
    expect(screen.getByText(SHARED_PHOTOS_TEXT.waiting(1))).toBeInTheDocument()
  })

  it('offline, offers the saved list and the Seens opened on this device, and says so', async () => {
    await keepSharedPhotos([jpeg('a.jpg')])
    onlineManager.setOnline(false)
    const now = Date.now()
    const opened = seenDetailFixture({
      shortName: 'QrSeen00001',
      seenName: 'Private Wedding',
      seenAccessibilityType: 4,
      startDateTime: new Date(now - HOUR).toISOString(),
      canPostAppearance: true,
    })
    renderPage({}, (client) => {
      client.setQueryData(seenKeys.postable, [postable('RoofParty01', 'Rooftop Party')])
      client.setQueryData(seenKeys.detail(opened.shortName), opened)
    })
    expect(await screen.findByText(SHARED_PHOTOS_TEXT.offlineList)).toBeInTheDocument()
    const names = screen
      .getAllByRole('button', { name: /^Post to / })
      .map((b) => b.getAttribute('aria-label'))
    expect(names).toEqual([
      SHARED_PHOTOS_TEXT.postTo('Rooftop Party'),
      SHARED_PHOTOS_TEXT.postTo('Private Wedding'),
    ])
  })

  it('names what the service worker left out of the share', async () => {
    renderPage({ notPhotos: 2, overLimit: 3, problem: 'storage' })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(SHARED_PHOTOS_TEXT.notPhotos(2))
    expect(alert).toHaveTextContent(SHARED_PHOTOS_TEXT.overLimit(3))
    expect(alert).toHaveTextContent(SHARED_PHOTOS_TEXT.storage)
  })

  it('says another site sent the form and that nothing of it was kept', async () => {
    renderPage({ problem: 'foreign' })
    expect(await screen.findByRole('alert')).toHaveTextContent(SHARED_PHOTOS_TEXT.foreign)
    expect(await screen.findByText(SHARED_PHOTOS_TEXT.noPhotos)).toBeInTheDocument()
  })

  it('discards the photos from the device after confirming', async () => {
    await keepSharedPhotos([jpeg('a.jpg'), jpeg('b.jpg')])
    server.use(answerPostable([]))
    const user = userEvent.setup()
    renderPage()
    await user.click(await screen.findByRole('button', { name: SHARED_PHOTOS_TEXT.discard }))
    const dialog = await screen.findByRole('alertdialog')
    await user.click(
      within(dialog).getByRole('button', { name: SHARED_PHOTOS_TEXT.discardConfirm }),
    )
    expect(await screen.findByText(SHARED_PHOTOS_TEXT.noPhotos)).toBeInTheDocument()
    expect(await readSharedPhotos()).toEqual([])
  })

  it('choosing a Seen opens the batch form with the photos; once queued they leave the device', async () => {
    stubDecoder()
    await keepSharedPhotos([jpeg('a.jpg'), jpeg('b.jpg'), jpeg('c.jpg')])
    server.use(answerPostable([postable('RoofParty01', 'Rooftop Party')]))
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const outbox = await openSwitchableOutbox(client)
    await outbox.setOnline(false)
    const user = userEvent.setup()
    renderPage({}, undefined, client)
    await user.click(
      await screen.findByRole('button', { name: SHARED_PHOTOS_TEXT.postTo('Rooftop Party') }),
    )
    const form = await screen.findByRole('dialog')
    expect(
      await within(form).findByRole('img', { name: BATCH_TEXT.photoAlt(3, 'c.jpg') }),
    ).toBeVisible()
    await user.click(within(form).getByText(ADD_PHOTOS_TEXT.details))
    await user.type(within(form).getByLabelText(APPEARANCE_LABELS.headline), 'Shared')
    await user.type(within(form).getByLabelText(APPEARANCE_LABELS.caption), 'From the gallery.')
    await user.click(within(form).getByLabelText('At the Seen'))
    await user.click(within(form).getByRole('button', { name: ADD_PHOTOS_TEXT.send(3) }))

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const entries = activeOutbox()?.snapshot() ?? []
    expect(entries.map((e) => (e.payload as QueuedAppearance).record.seenShortName)).toEqual([
      'RoofParty01',
      'RoofParty01',
      'RoofParty01',
    ])
    expect(await readSharedPhotos()).toEqual([])
    await outbox.close()
  })
})
