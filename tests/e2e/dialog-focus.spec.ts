import type { Locator, Page } from '@playwright/test'
import { liveSeen, openSeen, person } from './appearance-support'
import { expect, test } from './fixtures'
import { moreActions, toolbarAction } from './toolbar-support'

/**
 * Presses `key` `times` times; after every press focus must come to rest inside `dialog`. It may
 * pass through the focus trap's guard for a frame, which hands it back to the dialog.
 */
async function staysInside(page: Page, dialog: Locator, key: string, times: number) {
  for (let i = 0; i < times; i++) {
    await page.keyboard.press(key)
    await expect
      .poll(() => dialog.evaluate((d) => d.contains(document.activeElement)), { timeout: 2_000 })
      .toBe(true)
  }
}

test('keyboard focus stays inside the appearance form and the filter slide-over, and returns to the opener after Escape', async ({
  browser,
}) => {
  // Fifty key presses, each checked, and two pages: more than the default half minute on a
  // busy machine.
  test.setTimeout(60_000)
  const page = await person(browser)
  const seen = await liveSeen(page.request)
  await openSeen(page, seen)
  const opener = page.getByRole('button', { name: 'Make Appearance' })
  await opener.click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await staysInside(page, dialog, 'Tab', 25)
  await staysInside(page, dialog, 'Shift+Tab', 5)
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(opener).toBeFocused()
  // The filter slide-over on a narrow screen.
  await page.setViewportSize({ width: 800, height: 900 })
  await page.goto('/seen_list')
  const filters = page.getByRole('button', { name: /^Filters/ })
  await filters.click()
  const panel = page.getByRole('dialog')
  await expect(panel).toBeVisible()
  await staysInside(page, panel, 'Tab', 20)
  await page.keyboard.press('Escape')
  await expect(panel).toHaveCount(0)
  await expect(filters).toBeFocused()
})

test('keyboard focus stays inside the Seen details dialog and the slideshow, and returns to their buttons', async ({
  browser,
}) => {
  const page = await person(browser)
  const seen = await liveSeen(page.request)
  await openSeen(page, seen)
  for (const [name, steps] of [
    ['Seen details', 8],
    ['Start slideshow', 8],
  ] as const) {
    const opener = await toolbarAction(page, name)
    // An item of More gives focus back to More, the control that is still there.
    const returnsTo = (await opener.getAttribute('role'))?.startsWith('menuitem')
      ? moreActions(page)
      : opener
    await opener.click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await staysInside(page, dialog, 'Tab', steps)
    await staysInside(page, dialog, 'Shift+Tab', 3)
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(returnsTo).toBeFocused()
  }
})
