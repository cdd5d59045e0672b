import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { mainNav } from './support'

test.describe('narrow screens', () => {
  test.use({ viewport: { width: 400, height: 800 } })

  test('a 400 px wide screen shows the bottom bar', async ({ page }) => {
    await page.goto('/')
    const nav = mainNav(page)
    await expect(nav).toHaveAttribute('data-layout', 'bottom')
    const box = await nav.boundingBox()
    expect(box).not.toBeNull()
    if (box) expect(box.y + box.height).toBeGreaterThanOrEqual(800 - 2)
  })
})

test('a desktop screen shows the side bar', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  await expect(mainNav(page)).toHaveAttribute('data-layout', 'sidebar')
})

test('a spinner shows from the first paint while the session is still loading, then the app', async ({
  page,
}) => {
  // `/` opens with the welcome page's words instead (below); every other page with the spinner.
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/bff/user', async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/seen_list', { waitUntil: 'domcontentloaded' })
  // The boot screen's (or the list's first Seen's preview), then the nav's once the app runs.
  await expect(page.getByRole('status', { name: 'Loading', exact: true }).first()).toBeVisible()
  release()
  await expect(mainNav(page)).toBeVisible()
  await expect(page.locator('.boot')).toHaveCount(0)
})

for (const viewport of [
  { width: 412, height: 823 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px the welcome page's words are in its HTML, where and as the app draws them`, async ({
    browser,
  }) => {
    const intro = (page: Page) => page.getByText(/^A host makes a Seen for a wedding/)
    // Before the app runs: no script at all.
    const noScript = await browser.newContext({ viewport, javaScriptEnabled: false })
    const before = await noScript.newPage()
    await before.goto('/')
    await expect(before.getByRole('heading', { level: 1 })).toHaveText(
      'Every photo of your event, in one place',
    )
    await expect(before.getByRole('link', { name: 'Browse Seens' })).toHaveAttribute(
      'href',
      '/seen_list',
    )
    const staticBox = await intro(before).boundingBox()
    await noScript.close()

    const context = await browser.newContext({ viewport })
    const page = await context.newPage()
    await page.goto('/')
    await expect(mainNav(page)).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    expect(await intro(page).boundingBox()).toEqual(staticBox)
    await context.close()
  })
}
