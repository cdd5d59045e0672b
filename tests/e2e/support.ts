import { randomBytes } from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Locator, type Page } from '@playwright/test'
import { STORAGE_KEYS } from '~/shared/constants'

export const LOGGED_IN_NAV = [
  'Seens',
  'Make a Seen',
  'Messages',
  'Notifications',
  'Activity',
  'Settings',
  'Logout',
] as const
export const GUEST_NAV = ['Seens', 'Login'] as const

export interface TestUser {
  username: string
  displayName: string
  email: string
  password: string
}

/** A fresh account's details; usernames are 3–30 of a-z 0-9 _ . and unique per call. */
export function newUser(): TestUser {
  const username = `e2e_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`
  return {
    username,
    displayName: `E2E ${username}`,
    email: `${username}@example.com`,
    password: 'correct horse battery staple',
  }
}

export function mainNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' })
}

/** A nav entry by its label; a badge may follow the label in the accessible name. */
export function navItem(nav: Locator, label: string): Locator {
  const name = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`)
  return nav.getByRole('link', { name }).or(nav.getByRole('button', { name }))
}

export async function expectNav(page: Page, shown: readonly string[], hidden: readonly string[]) {
  const nav = mainNav(page)
  for (const label of shown) await expect(navItem(nav, label)).toBeVisible()
  for (const label of hidden) await expect(navItem(nav, label)).toHaveCount(0)
}

export async function register(page: Page, user: TestUser, returnUrl?: string) {
  const query = returnUrl ? `?returnUrl=${encodeURIComponent(returnUrl)}` : ''
  await page.goto(`/account/register${query}`)
  await page.getByLabel('Username', { exact: true }).fill(user.username)
  await page.getByLabel('Display name', { exact: true }).fill(user.displayName)
  await page.getByLabel('E-mail', { exact: true }).fill(user.email)
  await page.getByLabel('Password', { exact: true }).fill(user.password)
  await page.getByRole('button', { name: 'Create account' }).click()
}

/**
 * Creates the account through the server (the register form's own POST, from the page's
 * browser context so its session cookie lands there) and opens `returnUrl` signed in, as
 * registering through the UI ends. Only auth.spec.ts drives the register page itself.
 */
export async function signUp(page: Page, user: TestUser, returnUrl = '/') {
  const response = await page.request.post('/account/register', {
    form: { ...user, returnUrl },
    maxRedirects: 0,
  })
  expect(
    response.status(),
    `registering ${user.username} answered ${response.status()}: ${(await response.text()).slice(0, 300)}`,
  ).toBe(303)
  await page.goto(returnUrl)
}

/** Fills and submits the login page the browser is on. */
export async function logIn(page: Page, login: string, password: string) {
  await page.getByLabel('Username or e-mail', { exact: true }).fill(login)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log in' }).click()
}

/** Accepts the cookie notice when it shows, so it covers nothing a test clicks. */
export async function acceptCookieNotice(page: Page) {
  const gotIt = page.getByRole('region', { name: 'Cookie notice' }).getByRole('button', {
    name: 'Got it',
  })
  try {
    await gotIt.click({ timeout: 3_000 })
  } catch {
    // Already accepted in this browser context.
  }
}

/** Serious and critical axe findings on the page as it is now, each with where it was found. */
export async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    )
}

/**
 * Other tests create public Seens on the same server, and those with photos and likes rank
 * above a new one: the My Seens filter (saved filters, as the page restores them) keeps the
 * user's list to the Seens they made, so theirs is on the first page.
 */
export async function openMySeens(page: Page, username: string) {
  const saved = { key: STORAGE_KEYS.filters(username), value: '{"membership":{"isActive":true}}' }
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), saved)
  await page.goto('/seen_list')
}
