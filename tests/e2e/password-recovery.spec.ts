import { ACCOUNT_MSG } from '~/shared/account-messages'
import { expect, test } from './fixtures'
import { mailedLink } from './mail-support'
import { logIn, mainNav, newUser, register } from './support'

test('Forgot password? mails a link that sets a new password once; then the new one logs in', async ({
  browser,
}) => {
  const user = newUser()
  const owner = await browser.newContext()
  await register(await owner.newPage(), user)
  await owner.close()

  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto('/account/login')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await page.getByLabel('E-mail', { exact: true }).fill(user.email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByRole('heading', { name: 'Check your mail' })).toBeVisible()
  await expect(page.getByText(ACCOUNT_MSG.resetMailed)).toBeVisible()

  const link = await mailedLink(user.email, '/account/reset')
  await page.goto(link)
  await page.getByLabel('New password', { exact: true }).fill('short')
  await page.getByRole('button', { name: 'Save password' }).click()
  await expect(page.getByText(ACCOUNT_MSG.passwordShort)).toBeVisible()
  await page.getByLabel('New password', { exact: true }).fill('a much better password')
  await page.getByRole('button', { name: 'Save password' }).click()
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible()

  await page.goto(link)
  await expect(page.getByText(ACCOUNT_MSG.resetLinkDead)).toBeVisible()

  await page.goto('/account/login')
  await logIn(page, user.username, user.password)
  await expect(page.getByRole('alert')).toBeVisible()
  await logIn(page, user.username, 'a much better password')
  await expect(mainNav(page).getByRole('link', { name: 'Logout' })).toBeVisible()
  await context.close()
})
