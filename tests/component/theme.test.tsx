import { QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ThemeToggle } from '~/app/theme/theme-toggle'
import { useProfileTheme } from '~/app/theme/use-profile-theme'
import { createQueryClient } from '~/lib/query-client'
import { showSavedTheme, THEME_COLOR } from '~/lib/theme-store'
import { STORAGE_KEYS } from '~/shared/constants'
import { PROFILE_DEFAULTS, type UserProfile } from '~/shared/schemas/profile'
import themeInit from '../../public/theme-init.js?raw'
import { server } from './msw/server'

const html = document.documentElement
const bar = () => document.querySelector('meta[name="theme-color"]')?.getAttribute('content')

/** A signed-in page: the nav's toggle, with the profile's theme followed and saved. */
function AdaPage() {
  useProfileTheme('ada')
  return <ThemeToggle owner="ada" />
}

/** Ada's profile on the server, with the default (light) theme. */
const adaProfile = (): UserProfile => ({
  id: '3f1c0c1e-0000-4000-8000-000000000001',
  username: 'ada',
  displayName: 'Ada Lovelace',
  ...PROFILE_DEFAULTS,
})

beforeEach(() => {
  if (!bar()) {
    const meta = document.createElement('meta')
    meta.name = 'theme-color'
    document.head.append(meta)
  }
  localStorage.clear()
  act(() => showSavedTheme('guest'))
})

describe('theme (docs/product.md#states Theme)', () => {
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

  it("starts the Intl data's worker from the app's page, not from the account pages", () => {
    const started: string[] = []
    vi.stubGlobal(
      'Worker',
      class {
        constructor(url: string) {
          started.push(url)
        }
      },
    )
    const runFrom = (tag: HTMLScriptElement) => {
      Object.defineProperty(document, 'currentScript', { value: tag, configurable: true })
      new Function(themeInit)()
    }
    try {
      const accountTag = document.createElement('script')
      runFrom(accountTag)
      expect(started).toEqual([])
      const appTag = document.createElement('script')
      appTag.setAttribute('data-warm-intl', '')
      runFrom(appTag)
      expect(started).toEqual(['/intl-warm.js'])
    } finally {
      Object.defineProperty(document, 'currentScript', { value: null, configurable: true })
      vi.unstubAllGlobals()
    }
  })

  it("colours the browser's bar after the app's theme, not the system's", async () => {
    render(<ThemeToggle owner="ada" />)
    expect(bar()).toBe(THEME_COLOR.light)
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }))
    expect(bar()).toBe(THEME_COLOR.dark)
  })

  it('saves a switch to the profile with the theme alone, so it cannot undo a racing save', async () => {
    // The server's profile, and what each POST sends; a save merges the sent fields
    // (docs/product.md#records).
    let stored = adaProfile()
    const sent: unknown[] = []
    server.use(
      http.get('*/api/userprofile', () =>
        HttpResponse.json({ success: true, userProfile: stored }),
      ),
      http.post('*/api/userprofile', async ({ request }) => {
        const body = (await request.json()) as { userProfile: Partial<UserProfile> }
        sent.push(body)
        stored = { ...stored, ...body.userProfile }
        return HttpResponse.json({ success: true, userProfile: stored })
      }),
    )
    render(
      <QueryClientProvider client={createQueryClient()}>
        <AdaPage />
      </QueryClientProvider>,
    )
    const toggle = await screen.findByRole('button', { name: 'Switch to dark theme' })
    // Another save (Settings, another device) changes the speed after the page read the profile.
    await waitFor(() => expect(stored.theme).toBe('light'))
    stored = { ...stored, slideshowSpeedSeconds: 9 }
    await userEvent.click(toggle)

    await waitFor(() => expect(sent).toEqual([{ userProfile: { theme: 'dark' } }]))
    expect(stored).toMatchObject({ theme: 'dark', slideshowSpeedSeconds: 9 })
  })

  it("keeps a switch made while the profile's first read was under way, and saves it", async () => {
    const stored = adaProfile()
    let answerRead = () => {}
    const readAnswered = new Promise<void>((resolve) => {
      answerRead = resolve
    })
    const sent: unknown[] = []
    server.use(
      http.get('*/api/userprofile', async () => {
        await readAnswered
        return HttpResponse.json({ success: true, userProfile: stored })
      }),
      http.post('*/api/userprofile', async ({ request }) => {
        const body = (await request.json()) as { userProfile: Partial<UserProfile> }
        sent.push(body)
        return HttpResponse.json({ success: true, userProfile: { ...stored, ...body.userProfile } })
      }),
    )
    const client = createQueryClient()
    render(
      <QueryClientProvider client={client}>
        <AdaPage />
      </QueryClientProvider>,
    )
    await userEvent.click(await screen.findByRole('button', { name: 'Switch to dark theme' }))
    expect(html).toHaveClass('dark')

    // The read sent before the switch answers with the profile's old theme.
    act(() => answerRead())
    await waitFor(() => expect(sent).toEqual([{ userProfile: { theme: 'dark' } }]))
    expect(html).toHaveClass('dark')
    expect(html.dataset.theme).toBe('dark')
  })
})
