import { act, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { session } from './msw/handlers'
import { server } from './msw/server'
import { renderApp } from './render-app'

const mainNav = () => screen.getByRole('navigation', { name: 'Main' })

async function navLabels() {
  const nav = await screen.findByRole('navigation', { name: 'Main' })
  const list = await within(nav).findByRole('list')
  return within(list)
    .getAllByRole('link')
    .map((link) => link.textContent)
}

beforeEach(() => {
  localStorage.clear()
  window.innerWidth = 1280
})
describe('main navigation (docs/product.md#screens)', () => {
  it('shows a spinner while the session loads', async () => {
    server.use(session('pending'))
    renderApp('/')
    const nav = await screen.findByRole('navigation', { name: 'Main' })
    expect(within(nav).getByRole('status', { name: 'Loading' })).toBeInTheDocument()
    expect(within(mainNav()).queryByRole('list')).not.toBeInTheDocument()
  })

  it('offers a guest only Seens and Login, with Login coming back here', async () => {
    server.use(session('guest'))
    renderApp('/seen_list')
    expect(await navLabels()).toEqual(['Seens', 'Login'])
    const login = within(mainNav()).getByRole('link', { name: 'Login' })
    expect(login).toHaveAttribute('href', '/bff/login?returnUrl=%2Fseen_list')
  })

  it('offers a signed-in user the full menu, ending with Logout to the session’s address', async () => {
    renderApp('/')
    expect(await navLabels()).toEqual([
      'Seens',
      'Make a Seen',
      'Messages',
      'Notifications',
      'Activity',
      'Settings',
      'Logout',
    ])
    const logout = within(mainNav()).getByRole('link', { name: 'Logout' })
    expect(logout).toHaveAttribute('href', '/bff/logout?sid=s1')
    expect(within(mainNav()).getByText('Ada Lovelace')).toBeInTheDocument()
  })

  it('marks the current page', async () => {
    server.use(session('guest'))
    renderApp('/seen_list')
    await navLabels()
    const seens = within(mainNav()).getByRole('link', { name: 'Seens' })
    expect(seens).toHaveAttribute('aria-current', 'page')
    expect(within(mainNav()).getByRole('link', { name: 'Login' })).not.toHaveAttribute(
      'aria-current',
    )
  })

  it('is a side bar on a wide screen, an icon rail in between and a bottom bar under 500 px', async () => {
    server.use(session('guest'))
    renderApp('/')
    await navLabels()
    expect(mainNav()).toHaveAttribute('data-layout', 'sidebar')
    act(() => {
      window.innerWidth = 700
      window.dispatchEvent(new Event('resize'))
    })
    expect(mainNav()).toHaveAttribute('data-layout', 'rail')
    act(() => {
      window.innerWidth = 400
      window.dispatchEvent(new Event('resize'))
    })
    expect(mainNav()).toHaveAttribute('data-layout', 'bottom')
    expect(await within(mainNav()).findByRole('link', { name: 'Seens' })).toBeInTheDocument()
  })
})
