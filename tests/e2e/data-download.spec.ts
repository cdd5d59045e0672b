import { readFile } from 'node:fs/promises'
import { unzipSync } from 'fflate'
import { DATA_DOWNLOAD_TEXT } from '~/features/settings/account-text'
import { card, liveSeen, makeAppearance, openSeen, waitUntilSent } from './appearance-support'
import { expect, test } from './fixtures'
import { acceptCookieNotice, newUser, signUp } from './support'

test('Settings → Download my data: the ZIP holds the account as JSON and the photo just posted', async ({
  browser,
}) => {
  // Sign-up, a Seen, a photo through the outbox and a download: more than 30 s on a busy machine.
  test.setTimeout(90_000)
  const user = newUser()
  const page = await (await browser.newContext({ acceptDownloads: true })).newPage()
  await signUp(page, user)
  await acceptCookieNotice(page)
  const seen = await liveSeen(page.request, { name: 'Data download party' })
  await openSeen(page, seen)
  await makeAppearance(page, 'My photo to keep')
  await waitUntilSent(page, 'My photo to keep')
  await expect(card(page, 'My photo to keep')).toBeVisible()

  await page.goto('/settings')
  const section = page.getByRole('region', { name: DATA_DOWNLOAD_TEXT.heading })
  const downloading = page.waitForEvent('download')
  await section.getByRole('button', { name: DATA_DOWNLOAD_TEXT.prepare }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^seen-data-\d{4}-\d{2}-\d{2}\.zip$/)
  const files = unzipSync(new Uint8Array(await readFile(await download.path())))
  const names = Object.keys(files).sort()
  expect(names).toContain('seen-data.json')
  expect(names).toContain(`photos/seens/${seen}.jpg`)
  const posted = names.filter((name) => name.startsWith('photos/appearances/'))
  expect(posted).toHaveLength(1)
  // A JPEG, as the server stores originals (FF D8 FF).
  expect([...(files[posted[0] ?? ''] ?? []).slice(0, 3)]).toEqual([0xff, 0xd8, 0xff])

  const data = JSON.parse(new TextDecoder().decode(files['seen-data.json']))
  expect(data.account).toMatchObject({ username: user.username, email: user.email })
  expect(data.seens.map((s: { shortName: string }) => s.shortName)).toEqual([seen])
  expect(data.appearances.map((a: { headline: string }) => a.headline)).toEqual([
    'My photo to keep',
  ])
  await expect(page).toHaveURL(/\/settings$/)
})
