import { SESSIONS_TEXT } from '~/features/settings/account-text'
import { ACCOUNT_MSG } from '~/shared/account-messages'
import { expect, test } from './fixtures'
import { acceptCookieNotice, logIn, mainNav, newUser, seriousViolations, signUp } from './support'

const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'

test('Settings → Sessions: ending the other session signs that browser out', async ({
  browser,
}) => {
  // Two people, a Seen with a photo and a settings page: more than the default 30 s on a busy machine.
  test.setTimeout(90_000)
  const user = newUser()
  const desktop = await (await browser.newContext({ userAgent: DESKTOP })).newPage()
  await signUp(desktop, user)
  const phone = await (await browser.newContext({ userAgent: PHONE })).newPage()
  await phone.goto('/account/login')
  await logIn(phone, user.username, user.password)
  await expect(mainNav(phone).getByRole('link', { name: 'Logout' })).toBeVisible()

  await desktop.goto('/settings')
  await acceptCookieNotice(desktop)
  const sessions = desktop.getByRole('region', { name: SESSIONS_TEXT.heading })
  const rows = sessions.getByRole('listitem')
  await expect(rows).toHaveCount(2)
  await expect(rows.first()).toContainText('Chrome on Windows')
  await expect(rows.first()).toContainText(SESSIONS_TEXT.thisDevice)
  await expect(rows.nth(1)).toContainText('Chrome on Android')
  expect(await seriousViolations(desktop)).toEqual([])

  await rows
    .nth(1)
    .getByRole('button', { name: /^End session/ })
    .click()
  await expect(desktop.getByText(ACCOUNT_MSG.sessionEnded)).toBeVisible()
  await expect(rows).toHaveCount(1)
  await expect(sessions.getByText(SESSIONS_TEXT.onlyThisOne)).toBeVisible()

  const check = await phone.request.get('/bff/user', { headers: { 'X-CSRF': '1' } })
  expect(check.status()).toBe(401)
  await phone.reload()
  await expect(mainNav(phone).getByRole('link', { name: 'Login' })).toBeVisible()
  await expect(mainNav(desktop).getByRole('link', { name: 'Logout' })).toBeVisible()
})
