import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { CARD_TEXT } from '~/features/appearances/list/appearance-card'
import { EMPTY_REVIEW_TEXT, LIST_TEXT } from '~/features/appearances/list/appearance-list'
import { AppearanceSection } from '~/features/appearances/list/appearance-section'
import { appearanceKeys } from '~/features/appearances/list/queries'
import { ReviewAppearancesButton } from '~/features/appearances/list/toolbar-buttons'
import { reviewStore } from '~/features/appearances/moderation/review-store'
import { seenKeys } from '~/features/seens/queries'
import { LoginPromptHost } from '~/features/session/components/login-prompt-host'
import { closeLoginPrompt, LOGIN_PROMPT_TEXT } from '~/features/session/login-prompt'
import { APPEARANCE_MSG } from '~/shared/appearance-messages'
import { STORAGE_KEYS } from '~/shared/constants'
import type { Appearance } from '~/shared/schemas/appearance'
import type { SeenDetail } from '~/shared/schemas/seen-detail'
import { appearanceFixture } from '../../../unit/features/appearance-fixture'
import { session } from '../../msw/handlers'
import { server } from '../../msw/server'

const now = Date.now()
const appearance = appearanceFixture

const seen = (overrides: Partial<SeenDetail> = {}): SeenDetail => ({
  id: 'id',
  shortName: 'SeenShortName1',
  seenShortName: 'SeenShortName1',
  seenName: 'Rooftop',
  headline: 'Party',
  caption: 'Caption',
  locationType: 1,
  sponsor: null,
  contactBlock: null,
  webAddress: null,
  startDateTime: new Date(now - 3_600_000).toISOString(),
  endDateTime: new Date(now + 3_600_000).toISOString(),
  durationHours: 2,
  timeZoneId: 'UTC',
  preSeenDays: 0,
  postSeenDays: 0,
  addressBlock: null,
  phoneNumber: null,
  countryCode: null,
  postalCode: null,
  seenAccessibilityType: 1,
  seenRelationRules: null,
  createdBy: 'host',
  createdById: 'host-id',
  createdDateTime: new Date(now).toISOString(),
  createdDate: new Date(now).toISOString(),
  geoNameId: 1,
  cityName: 'Paris',
  stateCode: null,
  latitude: 0,
  longitude: 0,
  imageInfo: null,
  requiresApproval: false,
  active: true,
  appearanceCount: 1,
  appearances: [appearance('First')],
  successor: null,
  isCreator: false,
  isMember: false,
  canPostAppearance: true,
  userAvatarPath: null,
  createdByDisplayName: null,
  ...overrides,
})

/**
 * `detailReadAt`: when the page's loader read the Seen's detail (none: never); `keptList`: the
 * viewers' list as a saved cache restored it, read a minute ago.
 */
function renderSection(
  detail: SeenDetail,
  list: Appearance[],
  detailReadAt?: number,
  keptList?: Appearance[],
) {
  const lists: URL[] = []
  server.use(
    session('guest'),
    http.get('*/api/appearance/list/*', ({ request }) => {
      lists.push(new URL(request.url))
      return HttpResponse.json({ success: true, appearances: list })
    }),
  )
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <ReviewAppearancesButton seen={detail} />
        <AppearanceSection seen={detail} />
        <LoginPromptHost />
      </>
    ),
  })
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory() })
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  if (detailReadAt !== undefined) {
    client.setQueryData(seenKeys.detail(detail.shortName), detail, { updatedAt: detailReadAt })
  }
  if (keptList) {
    const kept = { pages: [keptList], pageParams: [0] }
    client.setQueryData(appearanceKeys.list(detail.shortName, 'viewer'), kept, {
      updatedAt: Date.now() - 60_000,
    })
  }
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return lists
}

afterEach(() => {
  closeLoginPrompt()
  localStorage.clear()
})

describe('appearance section', () => {
  it('shows the first page that came with the detail the loader just read, without asking for it again', async () => {
    const lists = renderSection(seen(), [appearance('Listed again')], Date.now())
    expect(await screen.findByRole('article', { name: 'First' })).toBeInTheDocument()
    await new Promise((done) => setTimeout(done, 50))
    expect(lists).toEqual([])
    expect(screen.queryByRole('article', { name: 'Listed again' })).toBeNull()
  })

  it('asks again for a list kept from before (the saved cache after a reload), even beside a fresh detail', async () => {
    const lists = renderSection(seen(), [appearance('Listed again')], Date.now(), [
      appearance('Kept'),
    ])
    expect(await screen.findByRole('article', { name: 'Listed again' })).toBeInTheDocument()
    expect(lists).toHaveLength(1)
  })

  it('asks for the list again when the detail it came with is older than 30 s (a restored copy)', async () => {
    const lists = renderSection(seen(), [appearance('Listed again')], Date.now() - 60_000)
    expect(await screen.findByRole('article', { name: 'Listed again' })).toBeInTheDocument()
    expect(lists).toHaveLength(1)
  })

  it('lists the Seen’s appearances with caption lines, and offers Make Appearance when allowed', async () => {
    renderSection(seen(), [appearance('First')])
    const card = await screen.findByRole('article', { name: 'First' })
    expect(within(card).getByText(/Line one\s+Line two/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: APPEARANCE_MSG.makeAppearance })).toBeInTheDocument()
    // A guest's tap on Like asks them to log in, and comes back to this page.
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Like (2)' }))
    const sheet = await screen.findByRole('dialog', { name: LOGIN_PROMPT_TEXT.likePhoto })
    expect(within(sheet).getByRole('link', { name: LOGIN_PROMPT_TEXT.logIn })).toHaveAttribute(
      'href',
      `/bff/login?returnUrl=${encodeURIComponent('/')}`,
    )
  })

  it('has no Make Appearance button when posting is not allowed; says when there is nothing', async () => {
    renderSection(seen({ canPostAppearance: false, appearances: [] }), [])
    expect(await screen.findByText('No appearances yet.')).toBeInTheDocument()
    expect(
      screen.queryByRole('button', { name: APPEARANCE_MSG.makeAppearance }),
    ).not.toBeInTheDocument()
  })

  it('tells an author where their post stands on a Seen that requires approval', async () => {
    const waiting = appearance('Mine waiting', { isOwner: true, isApproved: false })
    const turnedDown = appearance('Mine rejected', {
      isOwner: true,
      isApproved: false,
      isRejected: true,
    })
    const others = appearance('Someone else', { isApproved: false })
    const list = [waiting, turnedDown, others]
    renderSection(seen({ requiresApproval: true, appearances: list }), list)
    const mine = await screen.findByRole('article', { name: 'Mine waiting' })
    expect(within(mine).getByText(CARD_TEXT.awaitingApproval)).toBeInTheDocument()
    const rejected = screen.getByRole('article', { name: 'Mine rejected' })
    expect(within(rejected).getByText(CARD_TEXT.rejected)).toBeInTheDocument()
    const other = screen.getByRole('article', { name: 'Someone else' })
    expect(within(other).queryByText(CARD_TEXT.awaitingApproval)).not.toBeInTheDocument()
  })

  it('an empty review list names its filter', async () => {
    localStorage.setItem(STORAGE_KEYS.approvalFilter, 'pending')
    reviewStore.leave()
    renderSection(seen({ isCreator: true, requiresApproval: true, appearances: [] }), [])
    expect(await screen.findByText(EMPTY_REVIEW_TEXT.pending)).toBeInTheDocument()
    expect(screen.queryByText(LIST_TEXT.empty)).not.toBeInTheDocument()
  })

  it('marks hidden appearances with the Hidden badge', async () => {
    const hidden = appearance('Mine', { isHidden: true, isOwner: true })
    renderSection(seen({ appearances: [hidden] }), [hidden])
    const card = await screen.findByRole('article', { name: 'Mine' })
    expect(within(card).getByText(APPEARANCE_MSG.hiddenBadge)).toBeInTheDocument()
    expect(card.className).toContain('opacity-60')
  })

  it('a creator who comes back with a saved filter reviews with it at once, and a change is saved', async () => {
    localStorage.setItem(STORAGE_KEYS.approvalFilter, 'pending')
    reviewStore.leave()
    const pending = appearance('Waiting', { isApproved: false })
    const detail = seen({ isCreator: true, requiresApproval: true, appearances: [] })
    const lists = renderSection(detail, [pending])
    const user = userEvent.setup()
    expect(
      await screen.findByRole('button', { name: 'Stop reviewing appearances' }),
    ).toBeInTheDocument()
    expect((screen.getByLabelText('Review filter') as HTMLSelectElement).value).toBe('pending')
    const card = await screen.findByRole('article', { name: 'Waiting' })
    expect(within(card).getByRole('button', { name: APPEARANCE_MSG.approve })).toBeInTheDocument()
    expect(within(card).getByRole('button', { name: APPEARANCE_MSG.reject })).toBeInTheDocument()
    expect(lists.map((url) => url.searchParams.get('filter'))).toContain('pending')
    await user.selectOptions(screen.getByLabelText('Review filter'), 'rejected')
    expect(localStorage.getItem(STORAGE_KEYS.approvalFilter)).toBe('rejected')
  })

  it('a decided appearance offers Change Status, which reveals the other decision and Cancel', async () => {
    const decided = appearance('Decided', { isApproved: true })
    const detail = seen({ isCreator: true, requiresApproval: true, appearances: [] })
    renderSection(detail, [decided])
    const user = userEvent.setup()
    const toggle = await screen.findByRole('button', { name: /Review appearances|Stop reviewing/ })
    if (toggle.getAttribute('aria-pressed') !== 'true') await user.click(toggle)
    const card = await screen.findByRole('article', { name: 'Decided' })
    await user.click(within(card).getByRole('button', { name: APPEARANCE_MSG.changeStatus }))
    for (const name of [APPEARANCE_MSG.reject, APPEARANCE_MSG.cancel]) {
      expect(within(card).getByRole('button', { name })).toBeInTheDocument()
    }
    expect(
      within(card).queryByRole('button', { name: APPEARANCE_MSG.approve }),
    ).not.toBeInTheDocument()
    await user.click(within(card).getByRole('button', { name: APPEARANCE_MSG.cancel }))
    expect(
      within(card).getByRole('button', { name: APPEARANCE_MSG.changeStatus }),
    ).toBeInTheDocument()
  })
})
