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
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/bff/user', async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible()
  release()
  await expect(mainNav(page)).toBeVisible()
  await expect(page.locator('.boot')).toHaveCount(0)
})
