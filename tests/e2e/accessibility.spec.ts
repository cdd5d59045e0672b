import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { mainNav } from './support'

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    )
}

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
