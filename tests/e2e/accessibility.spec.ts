import { expect, test } from './fixtures'
import { mainNav, seriousViolations } from './support'

test('the welcome page has no serious accessibility issue', async ({ page }) => {
  await page.goto('/')
  await expect(mainNav(page)).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})

for (const path of ['/account/login', '/account/register']) {
  test(`${path} has no serious accessibility issue`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })
}
