import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { CookieNotice } from '~/components/cookie-notice'
import { STORAGE_KEYS } from '~/shared/constants'
import { MSG } from '~/shared/messages'

const notice = () => screen.queryByRole('region', { name: 'Cookie notice' })

beforeEach(() => {
  localStorage.clear()
})

describe('cookie notice (docs/product.md#what-seen-is)', () => {
  it('explains the one essential cookie until accepted', async () => {
    render(<CookieNotice />)
    expect(notice()).toHaveTextContent(MSG.cookieNotice)

    await userEvent.click(screen.getByRole('button', { name: MSG.cookieAccept }))
    expect(notice()).not.toBeInTheDocument()
    expect(localStorage.getItem(STORAGE_KEYS.cookieNotice)).toBe('true')
  })

  it('stays hidden once accepted', () => {
    localStorage.setItem(STORAGE_KEYS.cookieNotice, 'true')
    render(<CookieNotice />)
    expect(notice()).not.toBeInTheDocument()
  })
})
