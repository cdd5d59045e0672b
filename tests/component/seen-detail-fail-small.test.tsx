/** One unreadable appearance never blanks a Seen; a Seen that cannot be read says why. */
import { screen } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SEEN_DETAIL_TEXT } from '~/features/seens/detail/detail-text'
import { appearanceFixture } from '../unit/features/appearance-fixture'
import { seenDetailFixture } from '../unit/features/seen-detail-fixture'
import { server } from './msw/server'
import { renderApp } from './render-app'

afterEach(() => {
  vi.restoreAllMocks()
})

/** GET /api/seen/{shortName} answers `answer()`; any appearance list is empty. */
function stubSeen(answer: () => Response) {
  server.use(
    http.get('*/api/seen/:shortName', answer),
    http.get('*/api/appearance/list/*', () =>
      HttpResponse.json({ success: true, appearances: [] }),
    ),
  )
}

describe('Seen page with answers it cannot fully read', { timeout: 20_000 }, () => {
  it('shows the Seen and every readable appearance, leaving out and logging the bad one', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const seen = seenDetailFixture()
    const appearances = [
      appearanceFixture('Readable first'),
      { ...appearanceFixture('Broken one'), isOwner: null },
      appearanceFixture('Readable last'),
    ]
    stubSeen(() => Response.json({ success: true, seen: { ...seen, appearances } }))
    renderApp(`/seen?shortname=${seen.shortName}`)
    await screen.findByText('Readable first', {}, { timeout: 10_000 })
    expect(screen.getByText('Readable last')).toBeInTheDocument()
    expect(screen.queryByText('Broken one')).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(seen.headline)
    expect(warn).toHaveBeenCalled()
  })

  it('says why the Seen could not be read and offers Try again and Back to Seens', async () => {
    const seen = seenDetailFixture()
    stubSeen(() => Response.json({ success: true, seen: { ...seen, isCreator: null } }))
    renderApp(`/seen?shortname=${seen.shortName}`)
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 })
    expect(alert).toHaveTextContent(SEEN_DETAIL_TEXT.loadFailed)
    expect(alert).toHaveTextContent(SEEN_DETAIL_TEXT.unreadable)
    expect(screen.getByRole('button', { name: SEEN_DETAIL_TEXT.retry })).toBeInTheDocument()
    const back = screen.getByRole('link', { name: SEEN_DETAIL_TEXT.backToSeens })
    expect(back).toHaveAttribute('href', '/seen_list')
  })
})
