import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { SEEN_DETAIL_TEXT } from '~/features/seens/detail/detail-text'
import type { SeenDetail } from '~/shared/schemas/seen-detail'
import { seenDetailFixture } from '../unit/features/seen-detail-fixture'
import { seenDetail } from './msw/handlers'
import { server } from './msw/server'
import { renderApp } from './render-app'
import { queryToolbarAction, toolbarAction } from './toolbar-action'

const FUTURE = new Date(Date.now() + 10 * 24 * 3600_000).toISOString()
const upcoming = (overrides: Partial<SeenDetail> = {}) =>
  seenDetailFixture({
    startDateTime: FUTURE,
    endDateTime: new Date(Date.parse(FUTURE) + 3 * 3600_000).toISOString(),
    ...overrides,
  })

async function openSeen(seen: SeenDetail) {
  server.use(seenDetail(seen))
  renderApp(`/seen?shortname=${seen.shortName}`)
  return screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })
}

describe('Seen detail page (docs/product.md#screens)', { timeout: 20_000 }, () => {
  it('shows the headline, the Seen name and the caption as text lines, never as markup', async () => {
    const seen = upcoming({ caption: 'Line one<br>&lt;img src=x onerror=alert(1)&gt;' })
    const heading = await openSeen(seen)
    expect(heading.textContent).toBe(seen.headline)
    expect(screen.getByText(seen.seenName)).toBeInTheDocument()
    const caption = screen.getByText(
      (_, element) =>
        element?.tagName === 'P' && element.textContent === 'Line one<img src=x onerror=alert(1)>',
    )
    expect(caption?.querySelectorAll('br')).toHaveLength(1)
    expect(caption?.querySelector('img')).toBeNull()
  })

  it("puts the Seen's reduced image behind the page", async () => {
    const seen = upcoming()
    await openSeen(seen)
    const background = screen.getByTestId('seen-background-scrim').parentElement
    expect(background?.getAttribute('aria-hidden')).toBe('true')
    expect(background?.querySelector('img')?.getAttribute('src')).toBe(seen.imageInfo?.reducedPath)
  })

  it('offers the edit icon to the creator while editing is open', async () => {
    const seen = upcoming()
    await openSeen(seen)
    const edit = await toolbarAction(SEEN_DETAIL_TEXT.edit)
    expect(edit).toHaveAttribute('href', `/makeseen?shortname=${seen.seenShortName}`)
  })

  it.each([
    ['someone who did not create it', { isCreator: false }],
    [
      'the creator once its end plus the days after has passed',
      {
        startDateTime: '2020-01-01T10:00:00.000Z',
        endDateTime: '2020-01-01T13:00:00.000Z',
        postSeenDays: 2,
      },
    ],
  ])('hides the edit icon from %s', async (_who, overrides) => {
    await openSeen(upcoming(overrides))
    expect(await queryToolbarAction(SEEN_DETAIL_TEXT.edit)).toBeNull()
  })

  it("opens 'Seen details' with what a guest needs, Organizer for the sponsor, times on the Seen clocks", async () => {
    await openSeen(
      upcoming({
        startDateTime: '2026-07-15T16:00:00.000Z',
        endDateTime: '2026-07-15T19:00:00.000Z',
      }),
    )
    await userEvent.click(await toolbarAction(SEEN_DETAIL_TEXT.details))
    const dialog = await screen.findByRole('dialog', { name: SEEN_DETAIL_TEXT.details })
    const valueFor = (label: string) =>
      within(dialog).getByText(label).nextElementSibling?.textContent
    expect(valueFor('Organizer')).toBe('City Orchestra')
    expect(valueFor('Starts')).toMatch(/18:00|6:00\sPM/)
    expect(valueFor('Place')).toBe('Paris, France')
    expect(valueFor('Type')).toBe('Public, self join')
    expect(within(dialog).queryByText('Creator Id')).not.toBeInTheDocument()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('says clearly when the Seen does not exist', async () => {
    server.use(seenDetail(upcoming()))
    renderApp('/seen?shortname=nothingHere1')
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: SEEN_DETAIL_TEXT.notFoundTitle },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument()
    expect(screen.getByText(SEEN_DETAIL_TEXT.notFound)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: SEEN_DETAIL_TEXT.backToList })).toBeInTheDocument()
  })
})
