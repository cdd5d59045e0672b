import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { batchStore } from '~/features/appearances/batch/batch-store'
import { ADD_PHOTOS_TEXT } from '~/features/appearances/form/add-photos'
import { AddPhotosAction } from '~/features/appearances/form/add-photos-action'
import type { QueuedAppearance } from '~/features/appearances/form/post-kind'
import { PostingFormHost } from '~/features/appearances/form/posting-form-host'
import {
  REQUEST_ACTION_TEXT,
  RequestToJoinAction,
} from '~/features/membership/components/request-to-join-action'
import { activeOutbox } from '~/lib/offline/active-outbox'
import { STORAGE_KEYS } from '~/shared/constants'
import { fieldMessage } from '~/shared/messages'
import type { SeenDetail } from '~/shared/schemas/seen-detail'
import { seenDetailFixture } from '../../../unit/features/seen-detail-fixture'
import { ADA_CLAIMS, session } from '../../msw/handlers'
import { server } from '../../msw/server'
import { openSwitchableOutbox } from '../../outbox-for-test'

const HOUR = 3_600_000

/** A public anonymous Seen, live now, seen by a stranger (not its creator, not a member). */
const seenFixture = (overrides: Partial<SeenDetail> = {}) =>
  seenDetailFixture({
    shortName: 'SeenShortName1',
    seenShortName: 'SeenShortName1',
    seenName: 'Rooftop',
    seenAccessibilityType: 1,
    startDateTime: new Date(Date.now() - HOUR).toISOString(),
    endDateTime: new Date(Date.now() + HOUR).toISOString(),
    durationHours: 2,
    preSeenDays: 0,
    postSeenDays: 0,
    isCreator: false,
    isMember: false,
    canPostAppearance: true,
    ...overrides,
  })

/** jsdom has no image decoder: every photo decodes as a 1600x1200 picture. */
function stubDecoder() {
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => ({ width: 1600, height: 1200, close: () => {} })),
  )
  vi.stubGlobal(
    'OffscreenCanvas',
    class {
      getContext() {
        return { clearRect() {}, fillRect() {}, drawImage() {} }
      }
      async convertToBlob({ type }: { type: string }) {
        return { type, arrayBuffer: async () => new Uint8Array([1, 2, 3]).buffer }
      }
    },
  )
}

beforeEach(() => localStorage.clear())
afterEach(() => {
  vi.unstubAllGlobals()
  batchStore.clear()
})

function renderAction(seen: SeenDetail, client = new QueryClient()) {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <AddPhotosAction seen={seen} requestToJoin={<RequestToJoinAction seen={seen} />} />
        <PostingFormHost seen={seen} />
      </>
    ),
  })
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [`/seen?shortname=${seen.shortName}`] }),
  })
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

const jpeg = (name: string) => new File([new Uint8Array(8)], name, { type: 'image/jpeg' })

describe('Add your photos: a guest who may post (types 1 and 4)', () => {
  it('picks photos, asks the name once, queues one appearance per photo and remembers the name', async () => {
    stubDecoder()
    server.use(session('guest'))
    const user = userEvent.setup()
    const client = new QueryClient()
    const outbox = await openSwitchableOutbox(client, 'guest')
    await outbox.setOnline(false)
    const seen = seenFixture({ seenAccessibilityType: 4, seenName: 'Garden Party' })
    renderAction(seen, client)

    expect(await screen.findByText(ADD_PHOTOS_TEXT.guestHint)).toBeVisible()
    const button = screen.getByRole('button', { name: ADD_PHOTOS_TEXT.action })
    expect(button).toBeEnabled()
    await user.upload(screen.getByLabelText(ADD_PHOTOS_TEXT.action), [
      jpeg('one.jpg'),
      jpeg('two.jpg'),
    ])
    const dialog = await screen.findByRole('dialog', { name: ADD_PHOTOS_TEXT.formTitle })
    await user.type(
      within(dialog).getByLabelText(ADD_PHOTOS_TEXT.yourName, { exact: false }),
      'Nora',
    )
    // Tapped at once: photos still being prepared are sent as soon as they are ready.
    await user.click(within(dialog).getByRole('button', { name: ADD_PHOTOS_TEXT.send(2) }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    const records = (activeOutbox()?.snapshot() ?? []).map(
      (e) => (e.payload as QueuedAppearance).record,
    )
    expect(records).toHaveLength(2)
    for (const record of records) {
      expect(record).toMatchObject({
        seenShortName: seen.shortName,
        displayUserName: 'Nora',
        headline: 'Garden Party',
        caption: ADD_PHOTOS_TEXT.defaultCaption('Nora'),
        relativeLocation: 1,
      })
    }
    expect(localStorage.getItem(STORAGE_KEYS.guestName)).toBe('Nora')

    // The next time the name is not asked: the guest sees it and sends with one tap.
    await user.upload(screen.getByLabelText(ADD_PHOTOS_TEXT.action), [jpeg('three.jpg')])
    const again = await screen.findByRole('dialog', { name: ADD_PHOTOS_TEXT.formTitle })
    expect(
      within(again).queryByLabelText(ADD_PHOTOS_TEXT.yourName, { exact: false }),
    ).not.toBeInTheDocument()
    expect(within(again).getByText('Nora')).toBeVisible()
    await outbox.close()
  })

  it('refuses to send without a name and shows the field with the message of docs/product.md#validation', async () => {
    stubDecoder()
    server.use(session('guest'))
    const user = userEvent.setup()
    renderAction(seenFixture())
    await user.upload(await screen.findByLabelText(ADD_PHOTOS_TEXT.action), [jpeg('one.jpg')])
    const dialog = await screen.findByRole('dialog', { name: ADD_PHOTOS_TEXT.formTitle })
    await user.click(within(dialog).getByRole('button', { name: ADD_PHOTOS_TEXT.send(1) }))
    expect(
      await within(dialog).findByText(fieldMessage.required(ADD_PHOTOS_TEXT.yourName)),
    ).toBeVisible()
    expect(localStorage.getItem(STORAGE_KEYS.guestName)).toBeNull()
  })

  it('a signed-in person posts under their display name without being asked', async () => {
    stubDecoder()
    server.use(session(ADA_CLAIMS))
    const user = userEvent.setup()
    renderAction(seenFixture())
    expect(await screen.findByText(ADD_PHOTOS_TEXT.userHint)).toBeVisible()
    await user.upload(screen.getByLabelText(ADD_PHOTOS_TEXT.action), [jpeg('one.jpg')])
    const dialog = await screen.findByRole('dialog', { name: ADD_PHOTOS_TEXT.formTitle })
    expect(within(dialog).getByText('Ada Lovelace')).toBeVisible()
    expect(
      within(dialog).queryByLabelText(ADD_PHOTOS_TEXT.yourName, { exact: false }),
    ).not.toBeInTheDocument()
  })
})

describe('Add your photos: where posting needs an account or membership, it says what to do', () => {
  it('a guest on a self-join Seen (types 2 and 5) is sent to log in, and back', async () => {
    server.use(session('guest'))
    renderAction(seenFixture({ seenAccessibilityType: 2, canPostAppearance: false }))
    const login = await screen.findByRole('link', { name: ADD_PHOTOS_TEXT.login })
    expect(login).toHaveAttribute(
      'href',
      `/bff/login?returnUrl=${encodeURIComponent('/seen?shortname=SeenShortName1')}`,
    )
    expect(screen.getByRole('link', { name: ADD_PHOTOS_TEXT.register })).toBeVisible()
    expect(screen.queryByRole('button', { name: ADD_PHOTOS_TEXT.action })).not.toBeInTheDocument()
  })

  it('a guest on a request-to-join Seen is told to log in to request to join', async () => {
    server.use(session('guest'))
    renderAction(seenFixture({ seenAccessibilityType: 3, canPostAppearance: false }))
    expect(await screen.findByRole('link', { name: ADD_PHOTOS_TEXT.loginToRequest })).toBeVisible()
    expect(screen.getByText(ADD_PHOTOS_TEXT.loginToRequestHint)).toBeVisible()
  })

  it('a signed-in non-member asks to join through the Join Request dialog', async () => {
    const sent: unknown[] = []
    server.use(
      session(ADA_CLAIMS),
      http.get('*/api/seen/joinrequests/user', () =>
        HttpResponse.json({ success: true, requests: [] }),
      ),
      http.post('*/api/seen/joinrequests/request', async ({ request }) => {
        sent.push(await request.json())
        return HttpResponse.json({ success: true })
      }),
    )
    const user = userEvent.setup()
    renderAction(seenFixture({ seenAccessibilityType: 3, canPostAppearance: false }))
    expect(await screen.findByText(ADD_PHOTOS_TEXT.requestHint)).toBeVisible()
    await user.click(await screen.findByRole('button', { name: REQUEST_ACTION_TEXT.request }))
    const dialog = await screen.findByRole('dialog', { name: 'Request to join Rooftop' })
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }))
    await waitFor(() => expect(sent).toEqual([{ seenShortName: 'SeenShortName1', message: null }]))
  })

  it('a signed-in non-member whose request waits is told so instead of a button', async () => {
    server.use(
      session(ADA_CLAIMS),
      http.get('*/api/seen/joinrequests/user', () =>
        HttpResponse.json({
          success: true,
          requests: [
            {
              id: 'r1',
              seenShortName: 'SeenShortName1',
              status: 1,
              message: null,
              requestDate: new Date().toISOString(),
              responseDate: null,
              userDisplayName: 'Ada Lovelace',
              userUsername: 'ada',
            },
          ],
        }),
      ),
    )
    renderAction(seenFixture({ seenAccessibilityType: 3, canPostAppearance: false }))
    expect(await screen.findByRole('status')).toHaveTextContent(REQUEST_ACTION_TEXT.pending)
    expect(
      screen.queryByRole('button', { name: REQUEST_ACTION_TEXT.request }),
    ).not.toBeInTheDocument()
  })

  it('an invitation-only Seen says only invited members post there, and offers no button', async () => {
    server.use(session('guest'))
    renderAction(seenFixture({ seenAccessibilityType: 6, canPostAppearance: false }))
    expect(await screen.findByText(ADD_PHOTOS_TEXT.invitedOnly)).toBeVisible()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it('a Seen whose posting window has passed says until when it took photos', async () => {
    server.use(session('guest'))
    const past = new Date(Date.now() - 3 * 86_400_000)
    renderAction(
      seenFixture({
        canPostAppearance: false,
        startDateTime: past.toISOString(),
        endDateTime: new Date(past.getTime() + HOUR).toISOString(),
      }),
    )
    expect(
      await screen.findByText(/^Posting has closed: photos could be added until /),
    ).toBeVisible()
  })
})
