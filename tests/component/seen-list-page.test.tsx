import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SEEN_LIST_TEXT } from '~/features/seens/list/list-messages'
import { STORAGE_KEYS } from '~/shared/constants'
import type { SeenListItem } from '~/shared/schemas/seen'
import { SEEN_MSG } from '~/shared/seen-messages'
import { openTestOutbox } from './outbox-for-test'
import { ADA_CLAIMS, renderApp } from './render-app'

const seen = (overrides: Partial<SeenListItem> = {}): SeenListItem => ({
  shortName: 'garden-concert',
  seenName: 'Garden Concert',
  sponsor: 'City Orchestra',
  headline: 'Music under the trees',
  caption: 'Bring a blanket.<br>&lt;b&gt;Doors&lt;/b&gt; at six.',
  startDateTime: '2026-06-20T16:00:00.000Z',
  endDateTime: '2026-06-20T19:00:00.000Z',
  timeZoneId: 'Europe/Paris',
  locationType: 1,
  cityName: 'Paris',
  stateCode: '11',
  countryCode: 'FR',
  createdBy: 'alice',
  createdByDisplayName: 'Alice Moreau',
  userAvatarPath: null,
  isBookmarked: false,
  bookmarkCount: 2,
  isLiked: false,
  likeCount: 4,
  imageInfo: { thumbnailPath: '/media/t.webp', reducedPath: '/media/r.webp', path: '/media/o.jpg' },
  ...overrides,
})

interface Call {
  method: string
  url: URL
  headers: Headers
  body: unknown
}

/** Stubs the API: the session (Ada or a guest), the list (per call) and the like toggle. */
function stubApi(options: { user: boolean; list: (url: URL) => Response | Promise<Response> }) {
  const calls: Call[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const request = input instanceof Request ? input : new Request(String(input))
      const url = new URL(request.url)
      const body = request.method === 'POST' ? await request.json() : undefined
      calls.push({ method: request.method, url, headers: request.headers, body })
      if (url.pathname === '/bff/user') {
        return options.user ? Response.json(ADA_CLAIMS) : new Response(null, { status: 401 })
      }
      if (url.pathname === '/api/seen/trendinglist') return options.list(url)
      if (url.pathname === '/api/seen/like') {
        return Response.json({ success: true, isLiked: true, likeCount: 7 })
      }
      return Response.json(
        { success: false, errors: { userMessage: ['Not found.'] } },
        { status: 404 },
      )
    }),
  )
  return calls
}

/** The first list request; the page may show its title a moment before it asks. */
async function listCall(calls: Call[]) {
  let list: Call | undefined
  await waitFor(() => {
    list = calls.find((call) => call.url.pathname === '/api/seen/trendinglist')
    expect(list).toBeDefined()
  })
  return list
}

const listOf = (items: SeenListItem[]) => () => Response.json({ success: true, seenList: items })

beforeEach(() => localStorage.clear())
afterEach(() => vi.unstubAllGlobals())

describe('Seen list page (SPEC §2)', { timeout: 20_000 }, () => {
  it('shows every element of a Seen card, the caption as text lines only', async () => {
    stubApi({ user: false, list: listOf([seen()]) })
    renderApp('/seen_list')
    const link = await screen.findByRole('link', { name: 'Garden Concert' }, { timeout: 5000 })
    expect(link.getAttribute('href')).toBe('/seen?shortname=garden-concert')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('All Seens')
    const card = link.closest('article') as HTMLElement
    expect(within(card).getByText('City Orchestra')).toBeInTheDocument()
    expect(within(card).getByText('Paris, France')).toBeInTheDocument()
    expect(within(card).getByText('Music under the trees')).toBeInTheDocument()
    expect(within(card).getByText('Alice Moreau')).toBeInTheDocument()
    // 18:00 in Paris on Saturday 20 June.
    const date = card.querySelector('time')
    expect(date?.getAttribute('dateTime')).toBe('2026-06-20T16:00:00.000Z')
    expect(date?.textContent).toContain('20')
    const caption = within(card).getByText(
      (_, el) => el?.tagName === 'P' && el.textContent === 'Bring a blanket.<b>Doors</b> at six.',
    )
    expect(caption.querySelectorAll('br')).toHaveLength(1)
    expect(caption.querySelector('b')).toBeNull()
    // The thumbnail is set once the lazy image sees itself in view (an observer callback).
    await waitFor(() =>
      expect(card.querySelector('img')?.getAttribute('src')).toBe('/media/t.webp'),
    )
  })

  it('lets a guest see the counters but not press them', async () => {
    stubApi({ user: false, list: listOf([seen()]) })
    renderApp('/seen_list')
    const like = await screen.findByRole('button', { name: 'Like, 4 likes' }, { timeout: 5000 })
    const bookmark = screen.getByRole('button', { name: 'Bookmark, 2 bookmarks' })
    expect((like as HTMLButtonElement).disabled).toBe(true)
    expect((bookmark as HTMLButtonElement).disabled).toBe(true)
  })

  it('likes at once, sends the desired state and shows the server count and toast', async () => {
    const calls = stubApi({ user: true, list: listOf([seen()]) })
    const { queryClient } = renderApp('/seen_list')
    const closeOutbox = await openTestOutbox(queryClient)
    const user = userEvent.setup()
    await user.click(
      await screen.findByRole('button', { name: 'Like, 4 likes' }, { timeout: 5000 }),
    )
    const liked = await screen.findByRole('button', { name: 'Like, 7 likes' }, { timeout: 5000 })
    expect(liked.getAttribute('aria-pressed')).toBe('true')
    expect(await screen.findByText(SEEN_MSG.liked, {}, { timeout: 5000 })).toBeInTheDocument()
    const post = calls.find((call) => call.url.pathname === '/api/seen/like')
    expect(post?.body).toEqual({ seenShortName: 'garden-concert', like: true })
    expect(post?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/)
    await closeOutbox()
  })

  it("restores the user's saved filters: title and query follow them", async () => {
    localStorage.setItem(
      STORAGE_KEYS.filters('ada'),
      JSON.stringify({ time: { isActive: true, isPast: true }, bookmark: { isActive: true } }),
    )
    const calls = stubApi({ user: true, list: listOf([seen()]) })
    renderApp('/seen_list')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Past Seens' }, { timeout: 5000 }),
    ).toBeTruthy()
    const list = await listCall(calls)
    expect(list?.url.searchParams.get('past')).toBe('true')
    expect(list?.url.searchParams.get('bookmarked')).toBe('true')
    expect(list?.url.searchParams.get('offset')).toBe('0')
    const button = screen.getByRole('button', { name: /^Filters/ })
    expect(button.getAttribute('data-active')).toBe('true')
  })

  it("never sends a guest's personal filters", async () => {
    localStorage.setItem(
      STORAGE_KEYS.filters('Guest'),
      JSON.stringify({ following: { isActive: true }, membership: { isActive: true } }),
    )
    const calls = stubApi({ user: false, list: listOf([seen()]) })
    renderApp('/seen_list')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'All Seens' }, { timeout: 5000 }),
    ).toBeTruthy()
    const list = await listCall(calls)
    expect([...(list?.url.searchParams.keys() ?? [])]).toEqual(['limit', 'offset'])
  })

  it('says so when no Seen matches', async () => {
    stubApi({ user: false, list: listOf([]) })
    renderApp('/seen_list')
    expect(await screen.findByText(SEEN_LIST_TEXT.empty, {}, { timeout: 5000 })).toBeInTheDocument()
  })

  it("shows SPEC's text and a retry when the list cannot be loaded", async () => {
    let fail = true
    stubApi({
      user: false,
      list: () => (fail ? new Response(null, { status: 400 }) : listOf([seen()])()),
    })
    renderApp('/seen_list')
    expect(await screen.findByText(SEEN_MSG.listError, {}, { timeout: 5000 })).toBeInTheDocument()
    fail = false
    await userEvent.click(screen.getByRole('button', { name: SEEN_LIST_TEXT.retry }))
    expect(
      await screen.findByRole('link', { name: 'Garden Concert' }, { timeout: 5000 }),
    ).toBeTruthy()
  })
})
