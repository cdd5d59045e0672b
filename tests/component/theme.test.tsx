import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { ThemeToggle } from '~/app/theme/theme-toggle'
import { showSavedTheme, THEME_COLOR } from '~/lib/theme-store'
import { STORAGE_KEYS } from '~/shared/constants'
import themeInit from '../../public/theme-init.js?raw'

const html = document.documentElement
const bar = () => document.querySelector('meta[name="theme-color"]')?.getAttribute('content')

beforeEach(() => {
  if (!bar()) {
    const meta = document.createElement('meta')
    meta.name = 'theme-color'
    document.head.append(meta)
  }
  localStorage.clear()
  act(() => showSavedTheme('guest'))
})

describe('theme (SPEC §4 Theme)', () => {
  it('switches at once and is remembered for the user', async () => {
    render(<ThemeToggle owner="ada" />)
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }))
    expect(html).toHaveClass('dark')
    expect(html.dataset.theme).toBe('dark')
    expect(localStorage.getItem(STORAGE_KEYS.theme('ada'))).toBe('dark')

    await userEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }))
    expect(html).not.toHaveClass('dark')
    expect(localStorage.getItem(STORAGE_KEYS.theme('ada'))).toBe('light')
  })

  it('keeps each user’s choice apart from the guest’s', () => {
    localStorage.setItem(STORAGE_KEYS.theme('ada'), 'dark')
    act(() => showSavedTheme('ada'))
    expect(html).toHaveClass('dark')
    act(() => showSavedTheme('guest'))
    expect(html).not.toHaveClass('dark')
  })

  it('is shown before the first paint by public/theme-init.js', () => {
    localStorage.setItem(STORAGE_KEYS.theme('ada'), 'dark')
    act(() => showSavedTheme('ada'))
    html.className = ''
    html.dataset.theme = ''
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', '')
    new Function(themeInit)()
    expect(html).toHaveClass('dark')
    expect(html.dataset.theme).toBe('dark')
    expect(bar()).toBe(THEME_COLOR.dark)
  })

  it("colours the browser's bar after the app's theme, not the system's", async () => {
    render(<ThemeToggle owner="ada" />)
    expect(bar()).toBe(THEME_COLOR.light)
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }))
    expect(bar()).toBe(THEME_COLOR.dark)
  })
})
