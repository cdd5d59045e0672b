import { ACCOUNT_MSG } from '~/shared/account-messages'
import { expect, test } from './fixtures'
import {
  acceptCookieNotice,
  expectNav,
  GUEST_NAV,
  LOGGED_IN_NAV,
  logIn,
  mainNav,
  navItem,
  newUser,
  register,
} from './support'

const onlyLoggedIn = LOGGED_IN_NAV.filter((label) => label !== 'Seens')

test('register, stay logged in across a reload, log out and log in again', async ({ page }) => {
  const user = newUser()
  await register(page, user)
  await expect(page).toHaveURL('/')
  await acceptCookieNotice(page)
  await expectNav(page, LOGGED_IN_NAV, ['Login'])

  await page.reload()
  await expectNav(page, LOGGED_IN_NAV, ['Login'])

  await navItem(mainNav(page), 'Logout').click()
  await expect(page).toHaveURL(/\/account\/login/)
  await page.goto('/')
  await expectNav(page, GUEST_NAV, onlyLoggedIn)

  await navItem(mainNav(page), 'Login').click()
  await expect(page).toHaveURL(/\/account\/login/)
  await logIn(page, user.username, user.password)
  await expect(page).not.toHaveURL(/\/account\//)
  await expectNav(page, LOGGED_IN_NAV, ['Login'])
})

test('a wrong password is refused with a clear message', async ({ page, context }) => {
  const user = newUser()
  await register(page, user)
  await expect(page).toHaveURL('/')
  await context.clearCookies()

  await page.goto('/account/login')
  await logIn(page, user.username, 'not the right password')
  await expect(page.getByRole('alert')).toHaveText(ACCOUNT_MSG.badCredentials)
  await expect(page).toHaveURL(/\/account\/login/)

  await page.goto('/')
  await expectNav(page, GUEST_NAV, onlyLoggedIn)
})
