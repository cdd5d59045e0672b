import { screen, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { CLIP_TEXT } from '~/features/appearances/clips/clip-text'
import { WALL_TEXT } from '~/features/live/components/seen-wall'
import { appearanceFixture, clipFixture } from '../unit/features/appearance-fixture'
import { seenDetailFixture } from '../unit/features/seen-detail-fixture'
import { seenDetail } from './msw/handlers'
import { server } from './msw/server'
import { renderApp } from './render-app'

const event = (name: string, data: unknown, id: number) =>
  `id: ${id}\nevent: ${name}\ndata: ${JSON.stringify(data)}\n\n`

describe('the wall', { timeout: 20_000 }, () => {
  it('reads the newest photos and resumes its stream from that read, so nothing posted in between is missed', async () => {
    const seen = seenDetailFixture({
      isCreator: false,
      appearances: [appearanceFixture('From the cached detail')],
    })
    const listed = appearanceFixture('Read with the list', { seenShortName: seen.shortName })
    const inTheGap = appearanceFixture('Posted in the gap', { seenShortName: seen.shortName })
    const resumedFrom = vi.fn()
    server.use(
      seenDetail(seen),
      http.get(`*/api/appearance/list/${seen.shortName}`, () =>
        HttpResponse.json({ success: true, appearances: [listed], liveEventId: 41 }),
      ),
      http.get(`*/api/seen/${seen.shortName}/live`, ({ request }) => {
        resumedFrom(request.headers.get('last-event-id'))
        const body = new ReadableStream<Uint8Array>({
          start: (controller) =>
            controller.enqueue(new TextEncoder().encode(event('appearance', inTheGap, 42))),
        })
        return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream' } })
      }),
    )
    renderApp(`/seen_wall?shortname=${seen.shortName}`)
    const wall = await screen.findByRole(
      'region',
      { name: WALL_TEXT.label(seen.seenName) },
      { timeout: 10_000 },
    )
    expect(
      await within(wall).findByRole('img', { name: 'Posted in the gap' }, { timeout: 10_000 }),
    ).toBeInTheDocument()
    expect(within(wall).getByRole('img', { name: 'Read with the list' })).toBeInTheDocument()
    expect(within(wall).getByRole('img', { name: 'From the cached detail' })).toBeInTheDocument()
    expect(resumedFrom).toHaveBeenCalledWith('41')
  })

  it('shows a clip as its poster with a labelled play badge and its length, playing nothing', async () => {
    const seen = seenDetailFixture({ isCreator: false, appearances: [] })
    const encore = clipFixture('Encore', 12.4, { seenShortName: seen.shortName })
    server.use(
      seenDetail(seen),
      http.get(`*/api/appearance/list/${seen.shortName}`, () =>
        HttpResponse.json({ success: true, appearances: [encore], liveEventId: 1 }),
      ),
      http.get(`*/api/seen/${seen.shortName}/live`, () => {
        const body = new ReadableStream<Uint8Array>({ start: () => undefined })
        return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream' } })
      }),
    )
    const { container } = renderApp(`/seen_wall?shortname=${seen.shortName}`)
    const wall = await screen.findByRole(
      'region',
      { name: WALL_TEXT.label(seen.seenName) },
      { timeout: 10_000 },
    )
    const poster = await within(wall).findByRole('img', { name: 'Encore' }, { timeout: 10_000 })
    expect(poster).toHaveAttribute('src', encore.imageInfo?.reducedPath)
    const figure = poster.closest('figure')
    expect(figure).toHaveTextContent(CLIP_TEXT.badge('0:12'))
    expect(container.ownerDocument.querySelector('video')).toBeNull()
  })
})
