import { screen, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { TOOLBAR_TEXT } from '~/features/appearances/list/toolbar-buttons'
import { SEEN_DETAIL_TEXT } from '~/features/seens/detail/detail-text'
import type { SeenDetail } from '~/shared/schemas/seen-detail'
import { appearanceFixture } from '../unit/features/appearance-fixture'
import { liveSeenFixture, seenDetailFixture } from '../unit/features/seen-detail-fixture'
import { seenDetail } from './msw/handlers'
import { server } from './msw/server'
import { renderApp } from './render-app'

/** The live stream answers these events, then stays open (as the server's does). */
function stubApi(seen: SeenDetail, events: string) {
  const live = vi.fn()
  server.use(
    seenDetail(seen),
    http.get(`*/api/seen/${seen.shortName}/live`, ({ request }) => {
      live(request.headers.get('x-csrf'))
      const body = new ReadableStream<Uint8Array>({
        start: (controller) => controller.enqueue(new TextEncoder().encode(events)),
      })
      return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream' } })
    }),
  )
  return live
}

const event = (name: string, data: unknown, id: number) =>
  `id: ${id}\nevent: ${name}\ndata: ${JSON.stringify(data)}\n\n`

describe('the Seen page is live', { timeout: 20_000 }, () => {
  it('puts a photo that arrives on the stream at the top of the list', async () => {
    const seen = seenDetailFixture({
      isCreator: false,
      appearances: [appearanceFixture('Older one')],
    })
    const arrival = appearanceFixture('Just posted', { seenShortName: seen.shortName })
    const live = stubApi(seen, `: ping\n\n${event('appearance', arrival, 5)}`)
    renderApp(`/seen?shortname=${seen.shortName}`)
    const card = await screen.findByRole('article', { name: 'Just posted' }, { timeout: 10_000 })
    const cards = screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))
    expect(cards.indexOf('Just posted')).toBeLessThan(cards.indexOf('Older one'))
    expect(card).toBeVisible()
    expect(live).toHaveBeenCalledWith('1')
  })

  it("does not show the viewer's own photo twice while its upload still waits as a stand-in", async () => {
    const standIn = appearanceFixture('Mine, uploading', {
      appearanceShortName: 'local-7f3a',
      isOwner: true,
    })
    const seen = seenDetailFixture({ isCreator: false, appearances: [standIn] })
    const stored = appearanceFixture('Mine, uploading', {
      seenShortName: seen.shortName,
      isOwner: true,
    })
    const other = appearanceFixture('Someone else', { seenShortName: seen.shortName })
    stubApi(seen, `${event('appearance', stored, 5)}${event('appearance', other, 6)}`)
    renderApp(`/seen?shortname=${seen.shortName}`)
    await screen.findByRole('article', { name: 'Someone else' }, { timeout: 10_000 })
    expect(screen.getAllByRole('article', { name: 'Mine, uploading' })).toHaveLength(1)
  })

  it("does not show a guest's photo twice when their stream opened before their guest session", async () => {
    // The stream was opened without the guest cookie their first post brought: not "theirs".
    const standIn = appearanceFixture('Guest was here', {
      appearanceShortName: 'local-9c1d',
      isOwner: true,
    })
    const seen = seenDetailFixture({ isCreator: false, appearances: [standIn] })
    const stored = appearanceFixture('Guest was here', {
      seenShortName: seen.shortName,
      isOwner: false,
    })
    const other = appearanceFixture('Someone else', { seenShortName: seen.shortName })
    stubApi(seen, `${event('appearance', stored, 5)}${event('appearance', other, 6)}`)
    renderApp(`/seen?shortname=${seen.shortName}`)
    await screen.findByRole('article', { name: 'Someone else' }, { timeout: 10_000 })
    expect(screen.getAllByRole('article', { name: 'Guest was here' })).toHaveLength(1)
  })

  it("keeps a guest's photo theirs when the stream brings it after the upload's answer", async () => {
    // The upload's answer is in place (isOwner); the stream, opened before the guest session,
    // says otherwise: the photo stays editable by its guest.
    const posted = appearanceFixture('Guest was here', { isOwner: true })
    const seen = liveSeenFixture(new Date(), { isCreator: false, appearances: [posted] })
    const fromStream = { ...posted, seenShortName: seen.shortName, isOwner: false }
    const other = appearanceFixture('Someone else', { seenShortName: seen.shortName })
    stubApi(seen, `${event('appearance', fromStream, 5)}${event('appearance', other, 6)}`)
    renderApp(`/seen?shortname=${seen.shortName}`)
    await screen.findByRole('article', { name: 'Someone else' }, { timeout: 10_000 })
    const card = screen.getByRole('article', { name: 'Guest was here' })
    expect(within(card).getByRole('button', { name: 'Edit appearance' })).toBeInTheDocument()
  })

  it('shows the creator how many photos wait for review as the stream says', async () => {
    const seen = seenDetailFixture({ isCreator: true, requiresApproval: true })
    stubApi(seen, event('pending', { appearances: 3, joinRequests: 1 }, 9))
    renderApp(`/seen?shortname=${seen.shortName}`)
    await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })
    const actions = screen.getByRole('group', { name: SEEN_DETAIL_TEXT.actions })
    const review = await within(actions).findByRole('button', {
      name: `${TOOLBAR_TEXT.review} (${TOOLBAR_TEXT.pending(3)})`,
    })
    expect(review).toHaveTextContent('3')
  })
})
