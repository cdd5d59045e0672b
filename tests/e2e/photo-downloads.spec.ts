// The creator of a demo Seen downloads all its photos as one ZIP from the Seen page, and steps
// through the photos in the zoom view with the arrow keys. Runs against the DEMO=true server.
import { readFile } from 'node:fs/promises'
import { unzipSync } from 'fflate'
import { DEMO_PASSWORD } from '~/server/demo/seed'
import { CSRF } from './appearance-support'
import { expect, test } from './fixtures'
import { acceptCookieNotice, logIn } from './support'
import { toolbarAction } from './toolbar-support'

const demoURL = `http://127.0.0.1:${process.env.E2E_DEMO_PORT ?? Number(process.env.E2E_PORT ?? 8181) + 1}`

type Item = { shortName: string; createdBy: string; appearanceCount?: number }

test('the creator downloads all photos and steps through them in the zoom', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: demoURL, acceptDownloads: true })
  const page = await context.newPage()
  await page.goto('/account/login')
  await logIn(page, 'alice', DEMO_PASSWORD)
  await acceptCookieNotice(page)
  const res = await page.request.get('/api/seen/trendinglist?limit=50&offset=0', { headers: CSRF })
  const { seenList } = (await res.json()) as { seenList: Item[] }
  const seen = seenList.find((s) => s.createdBy === 'alice' && (s.appearanceCount ?? 0) >= 2)
  // The demo data always has one (src/server/demo): its absence is a failure, not a skip.
  expect(seen, 'a demo Seen of alice with two photos').toBeDefined()
  if (!seen) return
  await page.goto(`/seen?shortname=${seen.shortName}`)
  const zip = await toolbarAction(page, 'Download all photos and clips')
  const [download] = await Promise.all([page.waitForEvent('download'), zip.click()])
  const files = unzipSync(new Uint8Array(await readFile((await download.path()) ?? '')))
  expect(Object.keys(files).length).toBeGreaterThanOrEqual(2)
  expect(
    Object.keys(files).every((name) => /^\d{4}-\d{2}-\d{2}-[\w-]+-\d+\.(jpg|webp)$/.test(name)),
  ).toBe(true)

  await page
    .getByRole('button', { name: /^Open photo: / })
    .first()
    .click()
  const dialog = page.getByRole('dialog')
  const title = await dialog.getByRole('heading').textContent()
  // The arrow keys are the dialog's: wait until its focus has moved in (it loads on first open).
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
  await page.keyboard.press('ArrowRight')
  await expect(dialog.getByRole('heading')).not.toHaveText(title ?? '')
  await page.keyboard.press('ArrowLeft')
  await expect(dialog.getByRole('heading')).toHaveText(title ?? '')
  await expect(dialog.getByRole('link', { name: 'Download photo' })).toHaveAttribute(
    'download',
    /\.(jpg|webp)$/,
  )
})
