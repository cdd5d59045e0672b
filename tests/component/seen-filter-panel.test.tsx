import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import FilterPanel from '~/features/seens/list/components/filter-panel'
import { GEO_FILTER_TEXT } from '~/features/seens/list/components/geo-filter'
import { HASHTAG_FILTER_TEXT } from '~/features/seens/list/components/hashtag-filter'
import { FILTER_SECTIONS, SEEN_LIST_TEXT } from '~/features/seens/list/list-messages'
import { defaultFilterSet, type FilterSet } from '~/shared/schemas/seen-filter-set'
import { server } from './msw/server'

const paris = {
  geoNameId: 2988507,
  name: 'Paris',
  stateCode: '11',
  countryCode: 'FR',
  latitude: 48.85341,
  longitude: 2.3488,
  population: 2138551,
}

let tagRequests: (string | null)[]

beforeEach(() => {
  tagRequests = []
  server.use(
    http.get('*/api/location/byname/:name', () =>
      HttpResponse.json({ success: true, geoLocations: [paris] }),
    ),
    http.get('*/api/tags/autocomplete', ({ request }) => {
      tagRequests.push(new URL(request.url).searchParams.get('search'))
      return HttpResponse.json({ success: true, tags: ['music', 'museum', 'mural'] })
    }),
  )
})
afterEach(() => {
  vi.useRealTimers()
})

interface HarnessProps {
  initial: FilterSet
  signedIn: boolean
  onFilters: (filters: FilterSet) => void
}

/** Keeps the filter set as the page does and reports every change. */
function Harness({ initial, signedIn, onFilters }: HarnessProps) {
  const [filters, setFilters] = useState(initial)
  onFilters(filters)
  return <FilterPanel filters={filters} update={setFilters} signedIn={signedIn} />
}

function renderPanel(signedIn: boolean, initial: FilterSet = defaultFilterSet()) {
  let latest = initial
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <Harness
        initial={initial}
        signedIn={signedIn}
        onFilters={(filters) => {
          latest = filters
        }}
      />
    </QueryClientProvider>,
  )
  return { filters: () => latest }
}

const header = (title: string) => screen.getByRole('button', { name: new RegExp(`^${title}`) })
const open = (title: string) => userEvent.click(header(title))

describe('Seen filter panel (docs/product.md#screens)', { timeout: 20_000 }, () => {
  it("has six collapsible sections whose headers say 'None' when nothing is active", () => {
    renderPanel(true)
    for (const title of Object.values(FILTER_SECTIONS)) {
      const button = header(title)
      expect(button).toHaveAttribute('aria-expanded', 'false')
      expect(within(button).getByText(SEEN_LIST_TEXT.none)).toBeInTheDocument()
    }
  })

  it('disables the personal filters for guests with the product’s texts', async () => {
    renderPanel(false)
    await open(FILTER_SECTIONS.bookmark)
    await open(FILTER_SECTIONS.following)
    await open(FILTER_SECTIONS.membership)
    const switches = screen.getAllByRole('switch')
    expect(switches).toHaveLength(3)
    for (const control of switches) expect(control).toHaveAttribute('aria-disabled', 'true')
    expect(screen.getAllByText(SEEN_LIST_TEXT.filterNeedsLogin)).toHaveLength(2)
    expect(screen.getByText('You need to be logged in to use this filter.')).toBeInTheDocument()
  })

  it('switches My Seens on with its texts and header chip', async () => {
    const panel = renderPanel(true)
    await open(FILTER_SECTIONS.membership)
    expect(screen.getByText('Showing all seens.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('switch', { name: 'Only my Seens' }))
    expect(screen.getByText('Showing only seens where you are a member.')).toBeInTheDocument()
    expect(within(header(FILTER_SECTIONS.membership)).getByText('Member')).toBeInTheDocument()
    expect(panel.filters().membership.isActive).toBe(true)
  })

  it('chooses past or current Seens', async () => {
    const panel = renderPanel(true)
    await open(FILTER_SECTIONS.time)
    const past = screen.getByRole('radio', { name: 'Past' }) as HTMLInputElement
    expect(past).toBeDisabled()
    await userEvent.click(screen.getByRole('switch', { name: 'Filter by time' }))
    await userEvent.click(past)
    expect(panel.filters().time).toEqual({ isActive: true, isPast: true })
    expect(within(header(FILTER_SECTIONS.time)).getByText('Past')).toBeInTheDocument()
  })

  it('searches hashtags from 2 letters, once per two-letter prefix, and adds chosen ones', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] })
    const panel = renderPanel(true)
    await open(FILTER_SECTIONS.hashtag)
    const input = screen.getByRole('searchbox', { name: HASHTAG_FILTER_TEXT.search })
    await userEvent.type(input, 'm')
    // Past the debounce on a fake clock: no request may have been sent.
    await act(() => vi.advanceTimersByTimeAsync(400))
    expect(tagRequests).toEqual([])

    await userEvent.type(input, 'us')
    const suggestions = await screen.findByRole('list', { name: HASHTAG_FILTER_TEXT.suggestions })
    await waitFor(() =>
      expect(
        within(suggestions)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['#music', '#museum']),
    )
    expect(tagRequests).toEqual(['mu'])

    await userEvent.click(within(suggestions).getByRole('button', { name: '#music' }))
    expect(panel.filters().hashtag).toEqual({ isActive: true, tags: ['music'] })
    expect(within(header(FILTER_SECTIONS.hashtag)).getByText('1 hashtag')).toBeInTheDocument()

    await userEvent.type(input, '#Music{Enter}')
    expect(panel.filters().hashtag.tags).toEqual(['music'])
    await userEvent.type(input, 'jazz{Enter}')
    expect(panel.filters().hashtag.tags).toEqual(['music', 'jazz'])

    await userEvent.click(screen.getByRole('button', { name: HASHTAG_FILTER_TEXT.remove('music') }))
    expect(panel.filters().hashtag).toEqual({ isActive: true, tags: ['jazz'] })
  })

  it('stops adding hashtags at 10', async () => {
    const tags = ['aa', 'bb', 'cc', 'dd', 'ee', 'ff', 'gg', 'hh', 'ii', 'jj']
    renderPanel(true, { ...defaultFilterSet(), hashtag: { isActive: true, tags } })
    await open(FILTER_SECTIONS.hashtag)
    const input = screen.getByRole('searchbox', { name: HASHTAG_FILTER_TEXT.search })
    expect(input).toBeDisabled()
    expect(screen.getByText(HASHTAG_FILTER_TEXT.full)).toBeInTheDocument()
  })

  it('shows the geo radius in its header once a centre is set', () => {
    renderPanel(true, {
      ...defaultFilterSet(),
      geo: {
        isActive: true,
        lat: 45.75,
        lng: 4.85,
        radius: 25,
        cityName: 'Lyon',
        stateCode: '84',
        countryCode: 'FR',
      },
    })
    expect(
      within(header(FILTER_SECTIONS.geo)).getByText('Lyon, France · 25 km'),
    ).toBeInTheDocument()
  })

  it('centres the geo filter on a picked city and switches it off again', async () => {
    const panel = renderPanel(true)
    await open(FILTER_SECTIONS.geo)
    await userEvent.type(screen.getByRole('combobox', { name: GEO_FILTER_TEXT.city }), 'par')
    await userEvent.click(
      await screen.findByRole('option', { name: 'Paris, France' }, { timeout: 3000 }),
    )
    await waitFor(() =>
      expect(panel.filters().geo).toEqual({
        isActive: true,
        lat: 48.85341,
        lng: 2.3488,
        radius: 10,
        cityName: 'Paris',
        stateCode: '11',
        countryCode: 'FR',
      }),
    )
    expect(
      within(header(FILTER_SECTIONS.geo)).getByText('Paris, France · 10 km'),
    ).toBeInTheDocument()
    expect(screen.getByText(GEO_FILTER_TEXT.center('Paris, France'))).toBeInTheDocument()

    await userEvent.click(screen.getByRole('switch', { name: GEO_FILTER_TEXT.toggle }))
    expect(panel.filters().geo.isActive).toBe(false)
    expect(within(header(FILTER_SECTIONS.geo)).getByText(SEEN_LIST_TEXT.none)).toBeInTheDocument()
  })
})
