import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { AppToaster } from '~/app/shell/app-toaster'
import { ProfilePopup } from '~/features/people/components/profile-popup'
import { LoginPromptHost } from '~/features/session/components/login-prompt-host'
import { closeLoginPrompt, LOGIN_PROMPT_TEXT } from '~/features/session/login-prompt'
import { PEOPLE_MSG } from '~/shared/people-messages'
import { ADA_CLAIMS, session } from './msw/handlers'
import { logRequests, server } from './msw/server'
import { openTestOutbox } from './outbox-for-test'

const BOB = {
  id: '3f1c0c1e-0000-4000-8000-000000000002',
  username: 'bob',
  displayName: 'Bob Okafor',
  bio: 'Runs food markets.',
  website: 'https://bob.example.com',
  socialLinks: { twitter: '@bobokafor', facebook: '', instagram: '', linkedIn: '' },
  professionalInfo: { company: 'Market Co', position: 'Organizer', industry: 'Food' },
  interests: ['Food'],
  imageInfo: null,
}

/** The session, Bob's profile and the follow calls; following is kept as the server would. */
function stub(who: 'guest' | 'ada', profile = BOB) {
  let following = false
  server.use(
    session(who === 'guest' ? 'guest' : ADA_CLAIMS),
    http.get('*/api/userprofile/by-username/:username', () =>
      HttpResponse.json({ success: true, userProfile: profile }),
    ),
    http.get('*/api/userprofile/follow-status/:username', () =>
      HttpResponse.json({ success: true, isFollowing: following }),
    ),
    http.post('*/api/follow/unfollow', () => {
      following = false
      return HttpResponse.json({ success: true, errorMessage: null })
    }),
    http.post('*/api/userprofile/follow/:username', async ({ request }) => {
      following = ((await request.json()) as { follow: boolean }).follow
      return HttpResponse.json({ success: true, isFollowing: following })
    }),
  )
  return logRequests()
}

let closeOutbox: (() => Promise<void>) | undefined

async function renderPopup(username = 'bob') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  closeOutbox = await openTestOutbox(queryClient)
  // In a router, as in the app: the log-in sheet returns to the router's location.
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <ProfilePopup username={username}>{username}</ProfilePopup>
        <AppToaster />
        <LoginPromptHost />
      </>
    ),
  })
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory() })
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  await screen.findByRole('button', { name: username })
}

beforeEach(() => localStorage.clear())
afterEach(async () => {
  closeLoginPrompt()
  await closeOutbox?.()
  closeOutbox = undefined
})

describe('profile popup (docs/product.md#screens)', () => {
  it('shows avatar, names, bio and links, and follows with a toast', async () => {
    stub('ada')
    await renderPopup()
    await userEvent.click(screen.getByRole('button', { name: 'bob' }))
    const popup = await screen.findByTestId('profile-popup')
    expect(await screen.findByText('Bob Okafor')).toBeInTheDocument()
    expect(popup).toHaveTextContent('Runs food markets.')
    expect(screen.getByRole('link', { name: 'bob.example.com' }).getAttribute('href')).toBe(
      'https://bob.example.com',
    )
    expect(screen.getByRole('link', { name: '@bobokafor' }).getAttribute('href')).toBe(
      'https://x.com/bobokafor',
    )
    const follow = await screen.findByRole('button', { name: 'Follow' })
    await waitFor(() => expect(follow).toBeEnabled())
    await userEvent.click(follow)
    expect(await screen.findByRole('button', { name: 'Following' })).toBeInTheDocument()
    expect(await screen.findByText(PEOPLE_MSG.nowFollowing)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Following' }))
    expect(await screen.findByText(PEOPLE_MSG.unfollowedToast)).toBeInTheDocument()
  })

  it("answers a guest's Follow with the log-in sheet in the popup's place", async () => {
    const requests = stub('guest')
    await renderPopup()
    await userEvent.click(screen.getByRole('button', { name: 'bob' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Follow' }))
    const sheet = await screen.findByRole('dialog', {
      name: LOGIN_PROMPT_TEXT.follow('Bob Okafor'),
    })
    expect(within(sheet).getByRole('link', { name: LOGIN_PROMPT_TEXT.register })).toHaveAttribute(
      'href',
      `/bff/register?returnUrl=${encodeURIComponent('/')}`,
    )
    await waitFor(() => expect(screen.queryByTestId('profile-popup')).not.toBeInTheDocument())
    expect(screen.queryByText(PEOPLE_MSG.followNeedsLogin)).not.toBeInTheDocument()
    expect(requests.map((request) => request.url.pathname)).not.toContainEqual(
      expect.stringContaining('/api/userprofile/follow/'),
    )
  })

  it('hides Follow on your own profile', async () => {
    stub('ada', { ...BOB, username: 'ada', displayName: 'Ada Lovelace' })
    await renderPopup('ada')
    await userEvent.click(screen.getByRole('button', { name: 'ada' }))
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Follow/ })).not.toBeInTheDocument()
  })

  it('opens on the first click although its code loads late, and closes back to the trigger', async () => {
    stub('ada')
    await renderPopup()
    const placeholder = screen.getByRole('button', { name: 'bob' })
    expect(placeholder).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(placeholder)
    expect(await screen.findByText('Bob Okafor')).toBeInTheDocument()
    const trigger = screen.getByRole('button', { name: 'bob' })
    expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByTestId('profile-popup')).not.toBeInTheDocument())
    expect(document.activeElement).toBe(trigger)
    await userEvent.click(trigger)
    expect(await screen.findByTestId('profile-popup')).toBeInTheDocument()
  })
})
