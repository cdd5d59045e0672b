import { onlineManager } from '@tanstack/react-query'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { TOOLBAR_TEXT } from '~/features/appearances/list/toolbar-buttons'
import { REVIEW_ALL_TEXT } from '~/features/appearances/moderation/review-all'
import { REVIEW_STATUS_TEXT } from '~/features/appearances/moderation/review-controls'
import { reviewStore } from '~/features/appearances/moderation/review-store'
import { SEEN_DETAIL_TEXT } from '~/features/seens/detail/detail-text'
import type { Appearance } from '~/shared/schemas/appearance'
import { appearanceFixture } from '../../../unit/features/appearance-fixture'
import { liveSeenFixture } from '../../../unit/features/seen-detail-fixture'
import { seenDetail } from '../../msw/handlers'
import { server } from '../../msw/server'
import { openSwitchableOutbox } from '../../outbox-for-test'
import { renderApp } from '../../render-app'

const SEEN = 'Abc123Def456'
const waiting = (name: string) =>
  appearanceFixture(name, { seenShortName: SEEN, createdBy: null, isApproved: false })
const GUEST_PHOTOS = [waiting('Cake'), waiting('First dance'), waiting('Toast')]

const event = (name: string, data: unknown, id: number) =>
  `id: ${id}\nevent: ${name}\ndata: ${JSON.stringify(data)}\n\n`

/**
 * A moderated Seen of the host's with guest photos waiting; the live stream counts `counts` in
 * turn. Returns the decisions sent and the filters the lists were asked with.
 */
function stubBackend(photos: Appearance[], counts: number[]) {
  const decisions: { path: string; body: unknown }[] = []
  const filters: (string | null)[] = []
  let list = photos
  const seen = liveSeenFixture(new Date(), {
    isCreator: true,
    requiresApproval: true,
    appearances: [],
  })
  server.use(
    seenDetail(seen),
    http.get('*/api/appearance/list/*', ({ request }) => {
      const filter = new URL(request.url).searchParams.get('filter')
      filters.push(filter)
      const shown = filter === 'pending' ? list.filter((a) => !a.isApproved && !a.isRejected) : []
      return HttpResponse.json({ success: true, appearances: shown })
    }),
    http.get(`*/api/seen/${SEEN}/live`, () => {
      const text = counts
        .map((appearances, i) => event('pending', { appearances, joinRequests: 0 }, i + 1))
        .join('')
      const body = new ReadableStream<Uint8Array>({
        start: (controller) => controller.enqueue(new TextEncoder().encode(text)),
      })
      return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream' } })
    }),
    http.post('*/api/appearance/approve/:sn', async ({ request, params }) => {
      const body = (await request.json()) as { approve: boolean }
      decisions.push({ path: new URL(request.url).pathname, body })
      list = list.map((a) =>
        a.appearanceShortName === params.sn
          ? { ...a, isApproved: body.approve, isRejected: !body.approve }
          : a,
      )
      return HttpResponse.json({
        success: true,
        isApproved: body.approve,
        isRejected: !body.approve,
      })
    }),
  )
  return { decisions, filters }
}

async function openSeen(photos: Appearance[], counts: number[]) {
  const calls = stubBackend(photos, counts)
  const view = renderApp(`/seen?shortname=${SEEN}`)
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })
  const connection = await openSwitchableOutbox(view.queryClient)
  return { ...calls, connection }
}

const banner = (count: number) =>
  screen.findByRole('button', { name: REVIEW_ALL_TEXT.banner(count) })

afterEach(() => {
  act(() => onlineManager.setOnline(true))
  reviewStore.leave()
  localStorage.clear()
})

describe('photos waiting for the host (issue 44 point 1)', { timeout: 30_000 }, () => {
  it('says how many wait as the stream counts them, and opens them in one tap', async () => {
    const { filters, connection } = await openSeen(GUEST_PHOTOS, [3])
    await userEvent.setup().click(await banner(3))
    for (const photo of GUEST_PHOTOS) {
      expect(await screen.findByRole('article', { name: photo.headline })).toBeInTheDocument()
    }
    expect((screen.getByLabelText('Review filter') as HTMLSelectElement).value).toBe('pending')
    expect(filters).toContain('pending')
    expect(screen.getByRole('heading', { name: 'Appearances' })).toHaveFocus()
    // The host looks at them now: no banner over the list that shows them.
    expect(screen.queryByRole('button', { name: REVIEW_ALL_TEXT.banner(3) })).toBeNull()
    // The saved filter stays what the host picked (none: as viewers see it).
    expect(localStorage.getItem('approvalFilter')).toBeNull()
    await connection.close()
  })

  it('counts one photo in the singular and follows the stream as the count changes', async () => {
    const { connection } = await openSeen(GUEST_PHOTOS, [3, 1])
    expect(await banner(1)).toHaveTextContent(REVIEW_ALL_TEXT.waiting(1))
    expect(screen.queryByRole('button', { name: /3 photos waiting/ })).toBeNull()
    await connection.close()
  })

  it('opens the waiting photos from the review button too', async () => {
    const { connection } = await openSeen(GUEST_PHOTOS, [3])
    const actions = screen.getByRole('group', { name: SEEN_DETAIL_TEXT.actions })
    const review = await within(actions).findByRole('button', {
      name: `${TOOLBAR_TEXT.review} (${TOOLBAR_TEXT.pending(3)})`,
    })
    await userEvent.setup().click(review)
    expect(await screen.findByRole('article', { name: 'Cake' })).toBeInTheDocument()
    expect((screen.getByLabelText('Review filter') as HTMLSelectElement).value).toBe('pending')
    await connection.close()
  })

  it('approves all with an Undo that takes it back before anything is sent', async () => {
    const { decisions, connection } = await openSeen(GUEST_PHOTOS, [3])
    const user = userEvent.setup()
    await user.click(await banner(3))
    await screen.findByRole('article', { name: 'Toast' })
    await user.click(screen.getByRole('button', { name: REVIEW_ALL_TEXT.approveAll }))
    const cake = screen.getByRole('article', { name: 'Cake' })
    expect(within(cake).getByText(REVIEW_STATUS_TEXT.approved)).toBeInTheDocument()
    expect(await screen.findByText(REVIEW_ALL_TEXT.approved(3))).toBeInTheDocument()
    // A plain click: sonner's swipe handling needs pointer capture, which jsdom has not.
    act(() => screen.getByRole('button', { name: REVIEW_ALL_TEXT.undo }).click())
    expect(await within(cake).findByText(REVIEW_STATUS_TEXT.pending)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: REVIEW_ALL_TEXT.approveAll })).toBeInTheDocument()
    await new Promise((done) => setTimeout(done, 100))
    expect(decisions).toEqual([])
    await connection.close()
  })

  it('rejects all once the toast leaves without Undo: one call per photo, then none wait', async () => {
    const { decisions, connection } = await openSeen(GUEST_PHOTOS, [3])
    const user = userEvent.setup()
    await user.click(await banner(3))
    await screen.findByRole('article', { name: 'Toast' })
    await user.click(screen.getByRole('button', { name: REVIEW_ALL_TEXT.rejectAll }))
    const toast = (await screen.findByText(REVIEW_ALL_TEXT.rejected(3))).closest('li')
    if (!toast) throw new Error('no toast')
    act(() => within(toast).getByRole('button', { name: 'Close toast' }).click())
    await waitFor(() => expect(decisions).toHaveLength(3))
    expect(decisions.map((d) => d.body)).toEqual([
      { approve: false },
      { approve: false },
      { approve: false },
    ])
    expect(decisions[0]?.path).toBe('/api/appearance/approve/Cake-short-name')
    expect(await screen.findByText('No pending appearances.')).toBeInTheDocument()
    await connection.close()
  })
})
