import { expect, test } from './fixtures'
import { mainNav } from './support'

test('the cookie notice is shown until accepted, and stays accepted', async ({ page }) => {
  await page.goto('/')
  const notice = page.getByRole('region', { name: 'Cookie notice' })
  await expect(notice).toBeVisible()

  await notice.getByRole('button', { name: 'Got it' }).click()
  await expect(notice).toBeHidden()

  await page.reload()
  await expect(mainNav(page)).toBeVisible()
  await expect(notice).toBeHidden()
})
