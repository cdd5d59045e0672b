import { readdir, readFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { INVITATION_MSG } from '~/shared/membership-messages'
import { expect, test } from './fixtures'
import { createSeen, invite, seenDetail, signedIn } from './membership-support'
import { logIn, mainNav, newUser, seriousViolations, signUp } from './support'
import { clickToolbarAction } from './toolbar-support'

/** The accept link mailed to `address`: the server without SMTP writes DATA_DIR/mail/*.eml. */
async function mailedLink(address: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const roots = (await readdir(os.tmpdir())).filter((name) => name.startsWith('seen-e2e-'))
    for (const root of roots) {
      const dir = path.join(os.tmpdir(), root, 'mail')
      const files = await readdir(dir).catch(() => [])
      for (const file of files) {
        const eml = await readFile(path.join(dir, file), 'utf8').catch(() => '')
        const link = eml.includes(`To: ${address}`)
          ? eml.replace(/=\r?\n/g, '').match(/https?:\/\/[^\s]+\/invitation\/[A-Za-z0-9_-]+/)?.[0]
          : undefined
        if (link) return new URL(link).pathname
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no invitation mail to ${address}`)
}

const notificationsLink = (page: Page) =>
  mainNav(page).getByRole('link', { name: /^Notifications/ })

test('an invitee sees the badge, accepts on Notifications and becomes a member', async ({
  browser,
}) => {
  const invitee = await signedIn(browser)
  const host = await signedIn(browser)
  const seen = await createSeen(host.request, 'E2E Secret Dinner')
  expect((await seenDetail(invitee.request, seen)).status).toBe(404)
  await invite(host.request, seen, invitee.user.username)

  await invitee.page.reload()
  await expect(notificationsLink(invitee.page)).toHaveAccessibleName('Notifications, 1 pending')
  await notificationsLink(invitee.page).click()
  await expect(invitee.page).toHaveURL('/notifications')
  const card = invitee.page.getByRole('article', { name: 'E2E Secret Dinner' })
  await expect(card).toContainText(`Invited by ${host.user.displayName}`)
  await card.getByRole('button', { name: 'Accept' }).click()
  await expect(invitee.page.getByText(INVITATION_MSG.accepted, { exact: true })).toBeVisible()
  await expect(card.getByText('Accepted')).toBeVisible()
  expect(await seriousViolations(invitee.page)).toEqual([])
  await expect(card.getByRole('button', { name: 'Accept' })).toHaveCount(0)
  await expect(notificationsLink(invitee.page)).toHaveAccessibleName('Notifications')

  expect(await seenDetail(invitee.request, seen)).toMatchObject({
    status: 200,
    body: { seen: { isMember: true } },
  })
  await card.getByRole('link', { name: 'View Seen' }).click()
  await expect(invitee.page).toHaveURL(`/seen?shortname=${seen}`)
})

test('an invitation accepted offline shows at once and makes the invitee a member once back online', async ({
  browser,
}) => {
  const invitee = await signedIn(browser)
  const host = await signedIn(browser)
  const seen = await createSeen(host.request, 'E2E Offline Wedding')
  await invite(host.request, seen, invitee.user.username)
  await invitee.page.goto('/notifications')
  const card = invitee.page.getByRole('article', { name: 'E2E Offline Wedding' })
  await expect(card.getByRole('button', { name: 'Accept' })).toBeVisible()

  await invitee.page.context().setOffline(true)
  await expect(invitee.page.getByTestId('offline-banner')).toBeVisible()
  await card.getByRole('button', { name: 'Accept' }).click()
  await expect(card.getByText('Accepted')).toBeVisible()
  await expect(card.getByRole('status')).toHaveText('Waiting to send')
  expect((await seenDetail(invitee.request, seen)).status).toBe(404)

  await invitee.page.context().setOffline(false)
  await expect(card.getByRole('status')).toHaveCount(0)
  await expect(invitee.page.getByText(INVITATION_MSG.accepted, { exact: true })).toBeVisible()
  expect(await seenDetail(invitee.request, seen)).toMatchObject({
    status: 200,
    body: { seen: { isMember: true } },
  })
})

test('a logged-out person opens the mailed link, logs in and comes back to accept it', async ({
  browser,
  page,
}) => {
  const member = newUser()
  await signUp(page, member)
  await page.context().clearCookies()
  const host = await signedIn(browser)
  const seen = await createSeen(host.request, 'E2E Studio Opening')
  const address = `${member.username}.work@example.org`
  await invite(host.request, seen, address)
  const link = await mailedLink(address)

  await page.goto(link)
  // What the link is for, not an error: the Seen, who invited, and the way in.
  await expect(
    page.getByRole('heading', { name: "You're invited to E2E Studio Opening" }),
  ).toBeVisible()
  await expect(page.getByText(`(@${host.user.username}) invited you.`)).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expect(page.getByRole('main').getByRole('link', { name: 'Register' })).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/account\/login/)
  await logIn(page, member.username, member.password)

  await expect(page).toHaveURL(`/seen?shortname=${seen}`)
  await expect(page.getByText('Welcome to E2E Studio Opening!')).toBeVisible()
  expect((await seenDetail(page.request, seen)).body.seen?.isMember).toBe(true)
  await page.goto(link)
  await expect(page.getByRole('alert')).toHaveText(INVITATION_MSG.alreadyAnswered)
})

test('a newly registered person accepts the link through Register', async ({ browser, page }) => {
  const host = await signedIn(browser)
  const seen = await createSeen(host.request, 'E2E Launch Party')
  const person = newUser()
  await invite(host.request, seen, person.email)
  const link = await mailedLink(person.email)

  await page.goto(link)
  await page.getByRole('main').getByRole('link', { name: 'Register' }).click()
  await expect(page).toHaveURL(/\/account\/register/)
  await page.getByLabel('Username', { exact: true }).fill(person.username)
  await page.getByLabel('Display name', { exact: true }).fill(person.displayName)
  await page.getByLabel('E-mail', { exact: true }).fill(person.email)
  await page.getByLabel('Password', { exact: true }).fill(person.password)
  await page.getByRole('button', { name: 'Create account' }).click()

  await expect(page).toHaveURL(`/seen?shortname=${seen}`)
  expect((await seenDetail(page.request, seen)).body.seen?.isMember).toBe(true)
})

test('a guest with a bogus token sees the error state with Login and Register', async ({
  page,
}) => {
  await page.goto('/invitation/not-a-real-token-at-all-0123456789')
  await expect(page.getByRole('heading', { name: 'Error' })).toBeVisible()
  await expect(page.getByText(INVITATION_MSG.loginHint)).toBeVisible()
  const returnUrl = encodeURIComponent('/invitation/not-a-real-token-at-all-0123456789')
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: 'Login' })).toHaveAttribute(
    'href',
    `/bff/login?returnUrl=${returnUrl}`,
  )
  await expect(main.getByRole('link', { name: 'Register' })).toHaveAttribute(
    'href',
    `/bff/register?returnUrl=${returnUrl}`,
  )
  expect(await seriousViolations(page)).toEqual([])
})

test('the creator invites a registered user by username from the Seen page', async ({
  browser,
}) => {
  const host = await signedIn(browser)
  const invitee = await signedIn(browser)
  const seen = await createSeen(host.request, 'E2E Tea Party')
  await host.page.goto(`/seen?shortname=${seen}`)
  await clickToolbarAction(host.page, 'Invitations')
  const manager = host.page.getByRole('dialog', { name: 'Invitations' })
  await expect(manager.getByText('No invitations yet.')).toBeVisible()
  await manager.getByRole('button', { name: 'Send Invitations' }).click()
  const send = host.page.getByRole('dialog', { name: 'Send Invitations' })
  await expect(send.getByRole('button', { name: 'Send', exact: true })).toBeDisabled()
  // The field suggests the person as it does in New Message; picking closes the list.
  await send.getByLabel('Invitees').fill(invitee.user.username)
  await host.page.getByRole('option', { name: new RegExp(`@${invitee.user.username}`) }).click()
  await expect(send.getByLabel('Invitees')).toHaveValue(`${invitee.user.username}, `)
  await send.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(host.page.getByText(INVITATION_MSG.sent, { exact: true })).toBeVisible()
  const who = `${invitee.user.displayName} (@${invitee.user.username})`
  await expect(manager.getByText(who)).toBeVisible()
  await expect(manager.getByText('Pending')).toBeVisible()
  await expect(
    manager.getByRole('button', { name: `Revoke the invitation of ${who}` }),
  ).toBeVisible()

  await invitee.page.reload()
  await expect(notificationsLink(invitee.page)).toHaveAccessibleName('Notifications, 1 pending')
})
