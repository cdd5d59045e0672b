import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { BadgeCounts } from '~/app/nav/badge-counts'
import { MainNav, type MainNavProps } from '~/app/nav/main-nav'
import { NAV_MORE_TEXT } from '~/app/nav/nav-more-text'

const session: MainNavProps['session'] = {
  status: 'authenticated',
  username: 'ada',
  displayName: 'Ada',
  logoutUrl: '/bff/logout?sid=s1',
}

function renderNav(counts: BadgeCounts, layout: MainNavProps['layout'] = 'sidebar') {
  const rootRoute = createRootRoute({
    component: () => <MainNav layout={layout} session={session} counts={counts} themeOwner="ada" />,
  })
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  render(<RouterProvider router={router} />)
  return screen.findByRole('navigation', { name: 'Main' })
}

describe('navigation badges (docs/product.md#screens, #constants)', () => {
  it('shows counts on Messages and Notifications, 99+ above 99', async () => {
    const nav = await renderNav({ unread: 150, pendingInvitations: 7 })
    const messages = within(nav).getByRole('link', { name: 'Messages, 99+ unread' })
    expect(within(messages).getByText('99+')).toBeInTheDocument()
    const notifications = within(nav).getByRole('link', { name: 'Notifications, 7 pending' })
    expect(within(notifications).getByText('7')).toBeInTheDocument()
  })

  it('shows no badge at zero', async () => {
    const nav = await renderNav({ unread: 0, pendingInvitations: 0 })
    expect(within(nav).getByRole('link', { name: 'Messages' })).toBeInTheDocument()
    expect(within(nav).queryByTestId('nav-messages-badge')).not.toBeInTheDocument()
  })

  it('keeps the badge and the accessible names in the bottom bar, the last three behind More', async () => {
    const nav = await renderNav({ unread: 3, pendingInvitations: 0 }, 'bottom')
    const messages = within(nav).getByRole('link', { name: 'Messages, 3 unread' })
    expect(within(messages).getByText('Messages')).toBeVisible()
    expect(within(nav).queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument()
    const user = userEvent.setup()
    await user.click(within(nav).getByRole('button', { name: NAV_MORE_TEXT.more }))
    const more = await screen.findByRole('dialog', { name: NAV_MORE_TEXT.title })
    expect(within(more).getByRole('link', { name: 'Settings' })).toBeInTheDocument()
    expect(within(more).getByRole('link', { name: 'Activity' })).toBeInTheDocument()
    expect(within(more).getByRole('link', { name: 'Logout' })).toHaveAttribute(
      'href',
      session.logoutUrl,
    )
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(within(nav).getByRole('button', { name: NAV_MORE_TEXT.more })).toHaveFocus()
  })
})
