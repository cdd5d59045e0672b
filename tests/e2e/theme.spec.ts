import { expect, test } from './fixtures'
import { acceptCookieNotice } from './support'

test('the dark theme applies at once and survives a reload', async ({ page }) => {
  await page.goto('/')
  await acceptCookieNotice(page)
  const html = page.locator('html')
  await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/)

  await page.getByRole('button', { name: 'Switch to dark theme' }).click()
  await expect(html).toHaveClass(/(^|\s)dark(\s|$)/)
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible()

  await page.reload()
  await expect(html).toHaveClass(/(^|\s)dark(\s|$)/)

  await page.getByRole('button', { name: 'Switch to light theme' }).click()
  await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/)
})
