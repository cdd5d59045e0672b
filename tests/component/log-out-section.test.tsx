/** Settings → Log out (docs/decisions/173-labelled-actions.md): the nav's Logout, in Settings too. */
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LOG_OUT_TEXT } from '~/features/settings/account-text'
import { LogOutSection } from '~/features/settings/components/log-out-section'
import { createQueryClient } from '~/lib/query-client'

describe('Settings → Log out', () => {
  it("leaves through the session's logout address", async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <LogOutSection />
      </QueryClientProvider>,
    )
    expect(screen.getByRole('heading', { name: LOG_OUT_TEXT.heading })).toBeInTheDocument()
    const link = screen.getByRole('link', { name: LOG_OUT_TEXT.action })
    await expect.poll(() => link.getAttribute('href')).toBe('/bff/logout?sid=s1')
  })
})
