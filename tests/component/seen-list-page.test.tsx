import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { SEEN_LIST_TEXT } from '~/features/seens/list/list-messages'
import { closeLoginPrompt, LOGIN_PROMPT_TEXT } from '~/features/session/login-prompt'
import { BOOT_PREVIEW_ID } from '~/shared/boot-preview'
import { STORAGE_KEYS } from '~/shared/constants'
import type { SeenListItem } from '~/shared/schemas/seen'
import { SEEN_MSG } from '~/shared/seen-messages'
import { ADA_CLAIMS, session } from './msw/handlers'
import { server } from './msw/server'
import { openTestOutbox } from './outbox-for-test'
import { renderApp } from './render-app'

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

interface Calls {
  lists: URL[]
  likes: { headers: Headers; body: unknown }[]
}

/** The session (Ada or a guest), the list (per call) and the like toggle; each call is kept. */
function stubApi(options: { user: boolean; list: (url: URL) => Response | Promise<Response> }) {
  const calls: Calls = { lists: [], likes: [] }
  server.use(
    session(options.user ? ADA_CLAIMS : 'guest'),
    http.get('*/api/seen/trendinglist', ({ request }) => {
      const url = new URL(request.url)
      calls.lists.push(url)
      return options.list(url)
    }),
    http.post('*/api/seen/like', async ({ request }) => {
      calls.likes.push({ headers: request.headers, body: await request.json() })
      return HttpResponse.json({ success: true, isLiked: true, likeCount: 7 })
    }),
  )
  return calls
}

/**
 * The list requests once one has been sent. While the session loads the page may already ask
 * as a guest; the user's own request follows once the session answers.
 */
async function listCalls(calls: Calls) {
  await waitFor(() => expect(calls.lists).not.toHaveLength(0))
  return calls.lists
}

const listOf = (items: SeenListItem[]) => () =>
  HttpResponse.json({ success: true, seenList: items })

beforeEach(() => {
  closeLoginPrompt()
  localStorage.clear()
})

describe('Seen list page (docs/product.md#screens)', { timeout: 20_000 }, () => {
  it('asks for the first page once: the list that mounts does not ask again for what its loader fetched', async () => {
    const calls = stubApi({ user: false, list: listOf([seen()]) })
    renderApp('/seen_list')
    await screen.findByRole('link', { name: 'Garden Concert' }, { timeout: 5000 })
    await new Promise((done) => setTimeout(done, 300))
    expect(calls.lists.map((url) => url.searchParams.get('offset'))).toEqual(['0'])
  })

  it("takes the server's preview of its first card away once the cards show, and frees the app", async () => {
    // As the server writes it for /seen_list: the layer before an inert app root.
    document.body.insertAdjacentHTML(
      'afterbegin',
      `<div id="${BOOT_PREVIEW_ID}"><img class="boot-photo" src="/media/r.webp" alt="" /></div>`,
    )
    const photo = document.querySelector(`#${BOOT_PREVIEW_ID} img`) as HTMLImageElement
    Object.defineProperty(photo, 'complete', { configurable: true, get: () => true })
    let answer: () => void = () => undefined
    const answered = new Promise<void>((done) => {
      answer = done
    })
    stubApi({
      user: false,
      list: async () => {
        await answered
        return HttpResponse.json({ success: true, seenList: [seen()] })
      },
    })
    const { container } = renderApp('/seen_list')
    container.id = 'root'
    container.setAttribute('inert', '')
    try {
      await new Promise((done) => setTimeout(done, 300))
      // The list is still loading: the preview stays over it.
      expect(document.getElementById(BOOT_PREVIEW_ID)).not.toBeNull()
      answer()
      await screen.findByRole('link', { name: 'Garden Concert' }, { timeout: 5000 })
      await waitFor(() => expect(document.getElementById(BOOT_PREVIEW_ID)).toBeNull())
      expect(container).not.toHaveAttribute('inert')
    } finally {
      answer()
      document.getElementById(BOOT_PREVIEW_ID)?.remove()
    }
  })

  it('shows every element of a Seen card, the caption as text lines only', async () => {
    stubApi({ user: false, list: listOf([seen()]) })
    renderApp('/seen_list')
    const link = await screen.findByRole('link', { name: 'Garden Concert' }, { timeout: 5000 })
    expect(link).toHaveAttribute('href', '/seen?shortname=garden-concert')
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
    // The first cards are in view on arrival: their reduced photo from the start (the page's
    // largest paint), not the thumbnail and an upgrade 2 s later.
    await waitFor(() =>
      expect(card.querySelector('img')?.getAttribute('src')).toBe('/media/r.webp'),
    )
  })

  it("answers a guest's tap on Like or Bookmark with the log-in sheet, which comes back here", async () => {
    const calls = stubApi({ user: false, list: listOf([seen()]) })
    renderApp('/seen_list')
    const user = userEvent.setup()
    await user.click(
      await screen.findByRole('button', { name: 'Like, 4 likes' }, { timeout: 5000 }),
    )
    const sheet = await screen.findByRole('dialog', { name: LOGIN_PROMPT_TEXT.likeSeen })
    expect(within(sheet).getByRole('link', { name: LOGIN_PROMPT_TEXT.logIn })).toHaveAttribute(
      'href',
      '/bff/login?returnUrl=%2Fseen_list',
    )
    expect(within(sheet).getByRole('link', { name: LOGIN_PROMPT_TEXT.register })).toHaveAttribute(
      'href',
      '/bff/register?returnUrl=%2Fseen_list',
    )
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await user.click(screen.getByRole('button', { name: 'Bookmark, 2 bookmarks' }))
    expect(
      await screen.findByRole('dialog', { name: LOGIN_PROMPT_TEXT.bookmarkSeen }),
    ).toBeInTheDocument()
    expect(calls.likes).toEqual([])
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
    expect(liked).toHaveAttribute('aria-pressed', 'true')
    expect(await screen.findByText(SEEN_MSG.liked, {}, { timeout: 5000 })).toBeInTheDocument()
    const [post] = calls.likes
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
    ).toBeInTheDocument()
    await waitFor(() =>
      expect(Object.fromEntries(calls.lists.at(-1)?.searchParams ?? [])).toMatchObject({
        offset: '0',
        past: 'true',
        bookmarked: 'true',
      }),
    )
    const button = screen.getByRole('button', { name: /^Filters/ })
    expect(button).toHaveAttribute('data-active', 'true')
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
    ).toBeInTheDocument()
    for (const list of await listCalls(calls)) {
      expect([...list.searchParams.keys()]).toEqual(['limit', 'offset'])
    }
  })

  it('says so when no Seen matches', async () => {
    stubApi({ user: false, list: listOf([]) })
    renderApp('/seen_list')
    expect(await screen.findByText(SEEN_LIST_TEXT.empty, {}, { timeout: 5000 })).toBeInTheDocument()
  })

  it('shows the product’s text and a retry when the list cannot be loaded', async () => {
    let fail = true
    stubApi({
      user: false,
      list: () => (fail ? new HttpResponse(null, { status: 400 }) : listOf([seen()])()),
    })
    renderApp('/seen_list')
    expect(await screen.findByText(SEEN_MSG.listError, {}, { timeout: 5000 })).toBeInTheDocument()
    fail = false
    await userEvent.click(screen.getByRole('button', { name: SEEN_LIST_TEXT.retry }))
    expect(
      await screen.findByRole('link', { name: 'Garden Concert' }, { timeout: 5000 }),
    ).toBeInTheDocument()
  })
})
