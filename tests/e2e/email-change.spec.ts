import { EMAIL_TEXT } from '~/features/settings/account-text'
import { ACCOUNT_MSG } from '~/shared/account-messages'
import { expect, test } from './fixtures'
import { mailedLink } from './mail-support'
import { acceptCookieNotice, logIn, mainNav, newUser, seriousViolations, signUp } from './support'

test('Settings → E-mail address: the link mailed to the new address switches it once; then it logs in', async ({
  browser,
}) => {
  // Sign-up, the Settings page, axe and two more page loads: more than 30 s on a busy machine.
  test.setTimeout(90_000)
  const user = newUser()
  const newEmail = `new.${user.email}`
  const page = await (await browser.newContext()).newPage()
  await signUp(page, user)
  await page.goto('/settings')
  await acceptCookieNotice(page)
  const section = page.getByRole('region', { name: EMAIL_TEXT.heading })
  await expect(section.getByText(EMAIL_TEXT.current(user.email))).toBeVisible()

  await section.getByLabel(EMAIL_TEXT.newEmail).fill(newEmail)
  await section.getByLabel(EMAIL_TEXT.currentPassword).fill('not my password')
  await section.getByRole('button', { name: EMAIL_TEXT.submit }).click()
  await expect(section.getByText(ACCOUNT_MSG.currentPasswordWrong)).toBeVisible()
  await section.getByLabel(EMAIL_TEXT.currentPassword).fill(user.password)
  await section.getByRole('button', { name: EMAIL_TEXT.submit }).click()
  await expect(
    section.getByText(`Confirm the link we sent to ${newEmail}.`, { exact: false }),
  ).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  const link = await mailedLink(newEmail, '/account/email/confirm')
  await page.goto(link)
  await expect(page.getByText(newEmail)).toBeVisible()
  await page.getByRole('button', { name: 'Confirm e-mail address' }).click()
  await expect(page.getByRole('heading', { name: 'E-mail address changed' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to Settings' }).click()
  await expect(section.getByText(EMAIL_TEXT.current(newEmail))).toBeVisible()
  await expect(section.getByText(/^Confirm the link/)).toHaveCount(0)

  await page.goto(link)
  await expect(page.getByText(ACCOUNT_MSG.emailLinkDead)).toBeVisible()

  const other = await (await browser.newContext()).newPage()
  await other.goto('/account/login')
  await logIn(other, user.email, user.password)
  await expect(other.getByText(ACCOUNT_MSG.badCredentials)).toBeVisible()
  await logIn(other, newEmail, user.password)
  await expect(mainNav(other).getByRole('link', { name: 'Logout' })).toBeVisible()
})
