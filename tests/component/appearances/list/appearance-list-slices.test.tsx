import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { render, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { AppearanceList } from '~/features/appearances/list/appearance-list'
import { seenKeys } from '~/features/seens/queries'
import { APPEARANCE_PAGE_SIZE } from '~/shared/constants'
import { appearanceFixture } from '../../../unit/features/appearance-fixture'
import { seenDetailFixture } from '../../../unit/features/seen-detail-fixture'
import { session } from '../../msw/handlers'
import { server } from '../../msw/server'

// Each test file runs with its own modules: the first list here is the document's first.
const firstPage = Array.from({ length: APPEARANCE_PAGE_SIZE }, (_, at) =>
  appearanceFixture(`Photo${at}`, { seenShortName: 'SeenShortName1' }),
)
const seen = seenDetailFixture({
  shortName: 'SeenShortName1',
  seenShortName: 'SeenShortName1',
  appearances: firstPage,
  appearanceCount: 40,
})

/** Page requests after the first: the list asks for them when its end comes into view. */
const laterPages: URL[] = []

/** Every observed element is in view at once, as the end of a short list is. */
class AlwaysInView {
  constructor(private readonly report: IntersectionObserverCallback) {}
  observe() {
    queueMicrotask(() =>
      this.report(
        [{ isIntersecting: true } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      ),
    )
  }
  disconnect() {}
}

function renderList() {
  const rootRoute = createRootRoute({
    component: () => (
      <AppearanceList
        seen={seen}
        filter="viewer"
        loggedIn={false}
        reviewing={false}
        onZoom={() => {}}
        onEdit={() => {}}
      />
    ),
  })
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory() })
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  // The page's loader has just read the detail: its first page of appearances is fresh.
  client.setQueryData(seenKeys.detail(seen.shortName), seen, { updatedAt: Date.now() })
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

const drawnCards = () => within(screen.getByRole('list')).getAllByRole('listitem').length

describe('AppearanceList on a page opened fresh: the first cards with the data, the rest a task each', () => {
  beforeAll(() => {
    vi.spyOn(performance, 'getEntriesByType').mockImplementation((type) =>
      type === 'navigation' ? [{ type: 'navigate' } as PerformanceNavigationTiming] : [],
    )
    vi.stubGlobal('IntersectionObserver', AlwaysInView)
  })
  afterAll(() => {
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
  })

  it('draws three cards at once, the others in later tasks, and asks for page 2 only once all are drawn', async () => {
    server.use(
      session('guest'),
      http.get('*/api/appearance/list/*', ({ request }) => {
        laterPages.push(new URL(request.url))
        return HttpResponse.json({ success: true, appearances: [] })
      }),
    )
    const view = renderList()
    expect(await screen.findByRole('list')).toBeInTheDocument()
    expect(drawnCards()).toBe(3)
    // The end of the list is in view, but only because the later cards are not drawn yet.
    expect(laterPages).toHaveLength(0)
    await waitFor(() => expect(drawnCards()).toBe(APPEARANCE_PAGE_SIZE))
    await waitFor(() => expect(laterPages).toHaveLength(1))
    expect(laterPages[0]?.searchParams.get('offset')).toBe(String(APPEARANCE_PAGE_SIZE))
    view.unmount()
  })

  it('draws every card at once for a list reached later in the same document', async () => {
    server.use(
      session('guest'),
      http.get('*/api/appearance/list/*', () =>
        HttpResponse.json({ success: true, appearances: [] }),
      ),
    )
    renderList()
    expect(await screen.findByRole('list')).toBeInTheDocument()
    expect(drawnCards()).toBe(APPEARANCE_PAGE_SIZE)
  })
})
