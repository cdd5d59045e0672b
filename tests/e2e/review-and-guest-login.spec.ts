// Issue 44 points 1 and 5: the host reaches the photos that wait in one tap and approves them
// all; a guest's tap on Like asks them to log in and comes back to the Seen. At a phone's and a
// desktop's width, with screenshots for a person to look at.
import type { Page } from '@playwright/test'
import { REVIEW_ALL_TEXT } from '~/features/appearances/moderation/review-all'
import { LOGIN_PROMPT_TEXT } from '~/features/session/login-prompt'
import { CSRF, card, liveSeen, openSeen, person, photo } from './appearance-support'
import { expect, test } from './fixtures'
import { logIn, newUser, seriousViolations, signUp } from './support'
import { clickToolbarAction, toolbarAction } from './toolbar-support'

const WIDTHS = [390, 1440] as const
const shot = (page: Page, name: string, width: number) =>
  page.screenshot({ path: `.tmp/shots/issue44-${name}-${width}.png`, fullPage: false })

/**
 * A guest's photo posted through docs/product.md#calls POST /api/appearance, as the quick form
 * sends it.
 */
async function guestPhoto(guest: Page, seenShortName: string, headline: string, color: string) {
  const res = await guest.request.post('/api/appearance', {
    headers: CSRF,
    data: {
      appearanceRecord: {
        appearanceShortName: '-new-',
        seenShortName,
        displayUserName: `Guest ${headline}`,
        headline,
        caption: 'From the dance floor',
        relativeLocation: 1,
        imageInfo: { image: (await photo(color, 320, 240)).toString('base64') },
      },
    },
  })
  expect(res.status(), await res.text()).toBe(200)
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test('a host with three waiting guest photos opens them in one tap and approves all', async ({
      browser,
    }) => {
      test.setTimeout(90_000)
      const host = await person(browser)
      await host.setViewportSize({ width, height: width < 500 ? 844 : 900 })
      const seen = await liveSeen(host.request, { approval: true, name: 'Wedding of Ana & Bo' })
      const guest = await person(browser, false)
      await guestPhoto(guest, seen, 'Cake', '#e76f51')
      await guestPhoto(guest, seen, 'First dance', '#2a9d8f')
      await guestPhoto(guest, seen, 'Toast', '#e9c46a')

      await openSeen(host, seen)
      const banner = host.getByRole('button', { name: REVIEW_ALL_TEXT.banner(3) })
      await expect(banner).toBeInViewport()
      await shot(host, 'host-seen-banner', width)
      expect(await seriousViolations(host)).toEqual([])

      await banner.click()
      for (const headline of ['Cake', 'First dance', 'Toast']) {
        await expect(card(host, headline)).toBeVisible()
      }
      await expect(host.getByRole('heading', { name: 'Appearances' })).toBeInViewport()
      await shot(host, 'review-list', width)
      expect(await seriousViolations(host)).toEqual([])

      await host.getByRole('button', { name: REVIEW_ALL_TEXT.approveAll }).click()
      const toast = host.getByRole('listitem').filter({ hasText: REVIEW_ALL_TEXT.approved(3) })
      await expect(toast.getByRole('button', { name: REVIEW_ALL_TEXT.undo })).toBeVisible()
      await shot(host, 'approved-undo', width)
      // Closing the toast keeps the decision: it is sent at once.
      await toast.getByRole('button', { name: 'Close toast' }).click()
      await expect(host.getByText('No pending appearances.')).toBeVisible({ timeout: 15_000 })
      await expect(banner).toHaveCount(0)

      // Everyone sees them now.
      await openSeen(guest, seen)
      for (const headline of ['Cake', 'First dance', 'Toast']) {
        await expect(card(guest, headline)).toBeVisible()
      }
    })

    test("a guest's tap on Like opens the log-in sheet, and log-in returns to the Seen", async ({
      browser,
    }) => {
      test.setTimeout(60_000)
      const host = await person(browser)
      const seen = await liveSeen(host.request, { name: 'Garden party' })
      const account = newUser()
      const other = await browser.newContext()
      await signUp(await other.newPage(), account)
      await other.close()

      const guest = await person(browser, false)
      await guest.setViewportSize({ width, height: width < 500 ? 844 : 900 })
      await openSeen(guest, seen)
      await clickToolbarAction(guest, /^Like, 0 likes/)
      const sheet = guest.getByRole('dialog', { name: LOGIN_PROMPT_TEXT.likeSeen })
      await expect(sheet).toBeVisible()
      await shot(guest, 'guest-login-sheet', width)
      expect(await seriousViolations(guest)).toEqual([])

      await sheet.getByRole('link', { name: LOGIN_PROMPT_TEXT.logIn }).click()
      await expect(guest).toHaveURL(/\/account\/login\?returnUrl=/)
      await logIn(guest, account.username, account.password)
      await expect(guest).toHaveURL(`/seen?shortname=${seen}`)
      await clickToolbarAction(guest, /^Like, 0 likes/)
      // In the toolbar's More menu the toggle is a menu item, checked rather than pressed.
      await expect(await toolbarAction(guest, /^Like, 1 like\b/)).toHaveAttribute(
        'aria-checked',
        'true',
      )
      await guest.keyboard.press('Escape')
      await expect(guest.getByRole('dialog')).toHaveCount(0)
    })
  })
}
