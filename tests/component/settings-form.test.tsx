import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { AppToaster } from '~/app/shell/app-toaster'
import { SettingsForm } from '~/features/settings/components/settings-form'
import { showSavedTheme } from '~/lib/theme-store'
import { STORAGE_KEYS } from '~/shared/constants'
import { PEOPLE_MSG } from '~/shared/people-messages'
import { PROFILE_DEFAULTS, type UserProfile } from '~/shared/schemas/profile'

const upload = vi.hoisted(() => vi.fn())
vi.mock('~/lib/images', async (importOriginal) => ({
  ...(await importOriginal<typeof import('~/lib/images')>()),
  uploadWithProgress: upload,
}))

const ADA: UserProfile = {
  id: '3f1c0c1e-0000-4000-8000-000000000001',
  username: 'ada',
  displayName: 'Ada Lovelace',
  ...PROFILE_DEFAULTS,
  interests: ['Maths'],
}

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
const tree = (profile: UserProfile) => (
  <QueryClientProvider client={queryClient}>
    <SettingsForm profile={profile} />
    <AppToaster />
  </QueryClientProvider>
)

function renderForm(profile: UserProfile = ADA) {
  return render(tree(profile))
}

const user = () => userEvent.setup()
/** A field by its label; a required one's label ends with a " *" mark. */
const field = (name: string) =>
  screen.getByLabelText(new RegExp(`^${name}( \\*)?$`), { selector: 'input, textarea' })
const save = () => screen.getByRole('button', { name: 'Save Settings' })

beforeEach(() => {
  localStorage.clear()
  upload.mockReset()
  act(() => showSavedTheme('ada'))
})

describe('settings form (docs/product.md#screens, #validation)', () => {
  it('opens on the Profile tab and remembers the chosen tab', async () => {
    const view = renderForm()
    expect(screen.getByRole('tab', { name: 'Profile' }).getAttribute('aria-selected')).toBe('true')
    await user().click(screen.getByRole('tab', { name: 'Slideshow' }))
    expect(localStorage.getItem(STORAGE_KEYS.settingsTab)).toBe('slideshow')
    view.unmount()
    renderForm()
    expect(screen.getByRole('tab', { name: 'Slideshow' }).getAttribute('aria-selected')).toBe(
      'true',
    )
  })

  it.each([
    ['Display Name', '', 'Display Name is required.'],
    ['Display Name', 'x'.repeat(51), 'Display Name must not exceed 50 characters.'],
    ['Bio', 'b'.repeat(501), 'Bio must not exceed 500 characters.'],
    ['Website', 'javascript:alert(1)', 'Website does not appear to be a valid URL.'],
    ['Website', 'ftp://files.example.com', 'Website does not appear to be a valid URL.'],
    ['Twitter', 't'.repeat(101), 'Twitter must not exceed 100 characters.'],
    ['Company', 'c'.repeat(101), 'Company must not exceed 100 characters.'],
  ])(
    'refuses %s = %j with its docs/product.md#validation message and sends nothing',
    async (label, value, message) => {
      renderForm()
      const u = user()
      await u.clear(field(label))
      if (value) await u.click(field(label))
      if (value) await u.paste(value)
      await u.click(save())
      expect(await screen.findByText(message)).toBeInTheDocument()
      expect(field(label).getAttribute('aria-invalid')).toBe('true')
      expect(upload).not.toHaveBeenCalled()
    },
  )

  it('clears a shown error as soon as the input is fixed', async () => {
    renderForm()
    const u = user()
    await u.clear(field('Display Name'))
    await u.click(save())
    expect(screen.getByText('Display Name is required.')).toBeInTheDocument()
    await u.type(field('Display Name'), 'Ada')
    expect(screen.queryByText('Display Name is required.')).not.toBeInTheDocument()
  })

  it('adds interests with Enter and ignores blanks and duplicates', async () => {
    renderForm()
    const u = user()
    const input = field('Interests')
    await u.type(input, 'Poetry{Enter}')
    await u.type(input, '   {Enter}')
    await u.type(input, 'maths{Enter}')
    await u.type(input, ' POETRY {Enter}')
    const chips = within(screen.getByRole('list', { name: 'Your interests' })).getAllByRole(
      'listitem',
    )
    expect(chips.map((chip) => chip.textContent)).toEqual(['Maths', 'Poetry'])
    await u.click(screen.getByRole('button', { name: 'Remove Maths' }))
    expect(screen.getByRole('list', { name: 'Your interests' }).textContent).toBe('Poetry')
  })

  it('applies the theme at once from the Personalization tab', async () => {
    renderForm()
    const u = user()
    await u.click(screen.getByRole('tab', { name: 'Personalization' }))
    await u.click(screen.getByRole('switch', { name: 'Dark theme' }))
    expect(document.documentElement).toHaveClass('dark')
    expect(localStorage.getItem(STORAGE_KEYS.theme('ada'))).toBe('dark')
  })

  it('saves every setting and says so', async () => {
    upload.mockImplementation(async (_url: string, body: { userProfile: object }) => ({
      success: true,
      userProfile: { ...ADA, ...body.userProfile, id: ADA.id, username: 'ada', imageInfo: null },
    }))
    renderForm()
    const u = user()
    await u.clear(field('Bio'))
    await u.type(field('Bio'), 'Analyst')
    await u.type(field('Website'), 'https://ada.example.com')
    await u.click(screen.getByRole('tab', { name: 'Slideshow' }))
    const slider = screen.getByRole('slider', { name: 'Slideshow speed' })
    act(() => slider.focus())
    await u.keyboard('{ArrowRight}{ArrowRight}')
    expect(screen.getByTestId('slideshow-speed-value').textContent).toBe('7 seconds')
    await u.click(screen.getByRole('switch', { name: 'Show the caption' }))
    await u.click(save())

    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1))
    const [url, body] = upload.mock.calls[0] as [string, { userProfile: Record<string, unknown> }]
    expect(url).toBe('/api/userprofile')
    expect(body.userProfile).toMatchObject({
      displayName: 'Ada Lovelace',
      bio: 'Analyst',
      website: 'https://ada.example.com',
      interests: ['Maths'],
      theme: 'light',
      slideshowSpeedSeconds: 7,
      slideshowShowCaption: false,
      slideshowShowName: true,
    })
    expect(await screen.findByText(PEOPLE_MSG.settingsSaved)).toBeInTheDocument()
  })

  it('keeps the slideshow speed within 1 to 15 seconds', async () => {
    renderForm({ ...ADA, slideshowSpeedSeconds: 15 })
    const u = user()
    await u.click(screen.getByRole('tab', { name: 'Slideshow' }))
    const slider = screen.getByRole('slider', { name: 'Slideshow speed' })
    expect(slider.getAttribute('aria-valuemin') ?? slider.getAttribute('min')).toBe('1')
    expect(slider.getAttribute('aria-valuemax') ?? slider.getAttribute('max')).toBe('15')
    act(() => slider.focus())
    await u.keyboard('{ArrowRight}')
    expect(screen.getByTestId('slideshow-speed-value').textContent).toBe('15 seconds')
  })

  it('refuses an avatar that is not a JPG, PNG or GIF', async () => {
    renderForm()
    const input = document.querySelector<HTMLInputElement>('input[type=file]')
    if (!input) throw new Error('no file input')
    const svg = new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' })
    await userEvent.upload(input, svg, { applyAccept: false })
    expect((await screen.findByRole('alert')).textContent).toBe('Please select an image file')
  })

  it('takes a newer profile (fresh after a cached one) until the user edits', async () => {
    const view = renderForm({ ...ADA, bio: 'cached' })
    expect((field('Bio') as HTMLTextAreaElement).value).toBe('cached')
    view.rerender(tree({ ...ADA, bio: 'fresh' }))
    expect((field('Bio') as HTMLTextAreaElement).value).toBe('fresh')
    await user().type(field('Bio'), '!')
    view.rerender(tree({ ...ADA, bio: 'newer still' }))
    expect((field('Bio') as HTMLTextAreaElement).value).toBe('fresh!')
  })
})
