import type { Browser, Page } from '@playwright/test'
import { MESSAGING_MSG } from '~/shared/messaging-messages'
import { expect, test } from './fixtures'
import {
  acceptCookieNotice,
  mainNav,
  newUser,
  seriousViolations,
  signUp,
  type TestUser,
} from './support'

/** A browser context of its own, signed in as a new user, on the Messages page. */
async function person(browser: Browser): Promise<{ page: Page; user: TestUser }> {
  const context = await browser.newContext()
  const page = await context.newPage()
  const user = newUser()
  await signUp(page, user)
  await expect(page).toHaveURL('/')
  await acceptCookieNotice(page)
  await page.goto('/messages')
  return { page, user }
}

async function openTab(page: Page, name: 'Inbox' | 'Sent' | 'Groups' | 'Blocked') {
  await page.getByRole('tab', { name }).click()
}

async function sendMessage(page: Page, to: string, subject: string, content: string) {
  await page.getByRole('button', { name: 'New Message' }).click()
  const dialog = page.getByRole('dialog', { name: 'New Message' })
  await dialog.getByLabel('To').fill(to)
  await dialog.getByLabel('Subject').fill(subject)
  await dialog.getByLabel('Message').fill(content)
  await dialog.getByRole('button', { name: 'Send' }).click()
  await expect(dialog).toBeHidden()
}

/** The button that opens a message (an unread inbox row also has Mark as Read beside it). */
const row = (page: Page, text: string) =>
  page.getByTestId('message-row').filter({ hasText: text }).getByRole('button').first()
const messagesLink = (page: Page) => mainNav(page).getByRole('link', { name: /^Messages/ })

test('two users exchange a message and a reply; the badge follows; withdraw locks after read', async ({
  browser,
}) => {
  const ann = await person(browser)
  const ben = await person(browser)

  await sendMessage(ann.page, ben.user.username, 'Lunch', 'Lunch at <b>noon</b>?')
  await expect(ann.page.getByText(MESSAGING_MSG.sent)).toBeVisible()

  await ben.page.reload()
  await expect(messagesLink(ben.page)).toHaveAccessibleName('Messages, 1 unread')
  await expect(ben.page.getByRole('button', { name: 'Mark as Read: Lunch' })).toBeVisible()
  await row(ben.page, 'Lunch').click()
  // Opening it reads it: Reply is offered at once, and the list no longer offers Mark as Read.
  const detail = ben.page.getByRole('dialog', { name: 'Lunch' })
  await expect(detail.getByText('Lunch at <b>noon</b>?')).toBeVisible()
  await expect(detail.getByRole('button', { name: 'Mark as Read' })).toHaveCount(0)
  await detail.getByRole('button', { name: 'Reply' }).click()
  const reply = ben.page.getByRole('dialog', { name: /^Reply to/ })
  await expect(reply.getByLabel('Subject')).toHaveValue('Re: Lunch')
  await reply.getByRole('button', { name: 'Send Reply' }).click()
  await expect(reply.getByText(MESSAGING_MSG.replyRequired)).toBeVisible()
  await reply.getByLabel('Reply').fill('Yes, see you there')
  await reply.getByRole('button', { name: 'Send Reply' }).click()
  await expect(ben.page.getByText(MESSAGING_MSG.replySent)).toBeVisible()
  await expect(detail.getByRole('button', { name: 'Reply' })).toHaveCount(0)
  await expect(detail.getByText('You replied')).toBeVisible()
  await ben.page.keyboard.press('Escape')
  await expect(messagesLink(ben.page)).toHaveAccessibleName('Messages')

  await ann.page.reload()
  await expect(messagesLink(ann.page)).toHaveAccessibleName('Messages, 1 unread')
  await expect(row(ann.page, 'Re: Lunch')).toBeVisible()
  await openTab(ann.page, 'Sent')
  await row(ann.page, 'Lunch').first().click()
  const sent = ann.page.getByRole('dialog', { name: 'Lunch' })
  await expect(sent.getByRole('button', { name: 'Withdraw' })).toBeDisabled()
  await expect(sent.getByText(MESSAGING_MSG.cannotWithdraw)).toBeVisible()
})

test('a message withdrawn before it is read leaves the inbox and shows faded in Sent', async ({
  browser,
}) => {
  const ann = await person(browser)
  const ben = await person(browser)
  await sendMessage(ann.page, ben.user.username, 'Oops', 'Wrong person')
  await openTab(ann.page, 'Sent')
  await row(ann.page, 'Oops').click()
  await ann.page.getByRole('button', { name: 'Withdraw' }).click()
  await expect(ann.page.getByText(MESSAGING_MSG.withdrawnOk)).toBeVisible()
  await ann.page.keyboard.press('Escape')
  await expect(row(ann.page, 'Oops').getByText(MESSAGING_MSG.withdrawn)).toBeVisible()

  await ben.page.reload()
  await expect(ben.page.getByText(MESSAGING_MSG.emptyInbox)).toBeVisible()
})

test('blocking removes messages and stops delivery; unblocking restores it', async ({
  browser,
}) => {
  const ann = await person(browser)
  const ben = await person(browser)
  await sendMessage(ann.page, ben.user.username, 'Offer', 'Buy my bike')

  await ben.page.reload()
  await row(ben.page, 'Offer').click()
  await ben.page.getByRole('button', { name: 'Block User' }).click()
  await ben.page.getByRole('alertdialog').getByRole('button', { name: 'Block User' }).click()
  await expect(ben.page.getByText(MESSAGING_MSG.blocked(ann.user.username))).toBeVisible()
  await expect(ben.page.getByText(MESSAGING_MSG.emptyInbox)).toBeVisible()

  await sendMessage(ann.page, ben.user.username, 'Again', 'Still selling')
  await expect(ann.page.getByText(MESSAGING_MSG.sendFailed)).toBeVisible()
  await expect(
    ann.page.getByRole('alert').filter({
      hasText: MESSAGING_MSG.blockedByRecipient(ben.user.username),
    }),
  ).toBeVisible()

  await openTab(ben.page, 'Blocked')
  await ben.page.getByRole('button', { name: `Unblock ${ann.user.username}` }).click()
  await expect(ben.page.getByText(MESSAGING_MSG.unblocked(ann.user.username))).toBeVisible()
  await expect(ben.page.getByText(MESSAGING_MSG.emptyBlocked)).toBeVisible()

  await sendMessage(ann.page, ben.user.username, 'Last try', 'Bike still here')
  await expect(ann.page.getByText(MESSAGING_MSG.sent)).toBeVisible()
  await ben.page.reload()
  await expect(row(ben.page, 'Last try')).toBeVisible()
})

test('a group is created, members added, a group message reaches each of them, and ownership transferred', async ({
  browser,
}) => {
  const ann = await person(browser)
  const ben = await person(browser)
  const page = ann.page
  await openTab(page, 'Groups')
  await expect(page.getByText(MESSAGING_MSG.emptyGroups)).toBeVisible()
  await page.getByRole('button', { name: 'Create Group' }).click()
  const form = page.getByRole('form', { name: 'Create group' })
  await form.getByRole('button', { name: 'Create Group' }).click()
  await expect(form.getByText(MESSAGING_MSG.groupNameRequired)).toBeVisible()
  await form.getByLabel('Group name').fill('Climbing')
  await form.getByRole('button', { name: 'Create Group' }).click()
  await expect(page.getByText(MESSAGING_MSG.groupCreated)).toBeVisible()

  await page.getByRole('button', { name: /Climbing/ }).click()
  await page.getByRole('button', { name: 'Add Member' }).click()
  const add = page.getByRole('form', { name: 'Add member' })
  await add.getByLabel('Username').fill('nobody_by_that_name')
  await add.getByRole('button', { name: 'Add Member' }).click()
  await expect(add.getByText(MESSAGING_MSG.userNotFound('nobody_by_that_name'))).toBeVisible()
  await add.getByLabel('Username').fill(ben.user.username)
  await add.getByRole('button', { name: 'Add Member' }).click()
  await expect(page.getByText(MESSAGING_MSG.memberAdded)).toBeVisible()

  // Message group writes to every member through the group call (issue 44).
  const cas = await person(browser)
  await page.getByRole('button', { name: 'Add Member' }).click()
  await add.getByLabel('Username').fill(cas.user.username)
  await add.getByRole('button', { name: 'Add Member' }).click()
  await expect(page.getByText(cas.user.displayName)).toBeVisible()
  await page.getByRole('button', { name: 'Message group' }).click()
  const write = page.getByRole('dialog', { name: 'Message Climbing' })
  await write.getByLabel('Subject').fill('Saturday at the wall')
  await write.getByLabel('Message').fill('Ropes at nine')
  await write.getByRole('button', { name: 'Send' }).click()
  await expect(write).toBeHidden()
  const inbox = async (member: Page) => {
    const res = await member.request.get('/api/messaging/inbox?limit=50&offset=0', {
      headers: { 'X-CSRF': '1' },
    })
    return ((await res.json()) as { messages: { subject: string }[] }).messages.map(
      (m) => m.subject,
    )
  }
  await expect.poll(() => inbox(ben.page)).toEqual(['Saturday at the wall'])
  await expect.poll(() => inbox(cas.page)).toEqual(['Saturday at the wall'])

  await page.getByRole('button', { name: `Make ${ben.user.username} the owner` }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Transfer' }).click()
  await expect(page.getByText(MESSAGING_MSG.transferred)).toBeVisible()
  await expect(page.getByText(`Owner: ${ben.user.displayName}`)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Delete Group' })).toHaveCount(0)
})

test('a message written offline waits in Sent and is delivered once after reconnecting', async ({
  browser,
}) => {
  const ann = await person(browser)
  const ben = await person(browser)
  await openTab(ann.page, 'Sent')
  await expect(ann.page.getByText(MESSAGING_MSG.emptySent)).toBeVisible()
  await ann.page.context().setOffline(true)
  await sendMessage(ann.page, ben.user.username, 'From the tunnel', 'No signal here')
  await expect(
    row(ann.page, 'From the tunnel').getByText(MESSAGING_MSG.waitingToSend),
  ).toBeVisible()

  await ann.page.context().setOffline(false)
  await expect(ann.page.getByText(MESSAGING_MSG.sent)).toBeVisible({ timeout: 20_000 })
  await expect(row(ann.page, 'From the tunnel')).toHaveCount(1)
  await expect(row(ann.page, 'From the tunnel').getByText(MESSAGING_MSG.waitingToSend)).toHaveCount(
    0,
  )

  await ben.page.reload()
  await expect(row(ben.page, 'From the tunnel')).toHaveCount(1)
})

test('Inbox loads past the first 50 messages with Load More', async ({ browser }) => {
  // Two sign-ups and 51 sends before the page is even looked at.
  test.setTimeout(60_000)
  const ann = await person(browser)
  const ben = await person(browser)
  for (let i = 1; i <= 51; i++) {
    const answer = await ben.page.request.post('/api/messaging/send/user', {
      headers: { 'X-CSRF': '1' },
      data: { recipientUsernames: [ann.user.username], subject: `Note ${i}`, content: `(${i})` },
    })
    expect(answer.ok()).toBe(true)
  }
  await ann.page.reload()
  await expect(ann.page.getByTestId('message-row')).toHaveCount(50)
  await expect(row(ann.page, '(1)')).toHaveCount(0)
  expect(await seriousViolations(ann.page)).toEqual([])
  await ann.page.getByRole('button', { name: 'Load more inbox messages' }).click()
  await expect(ann.page.getByTestId('message-row')).toHaveCount(51)
  await expect(row(ann.page, '(1)')).toHaveCount(1)
  await expect(ann.page.getByRole('button', { name: /Load more/ })).toHaveCount(0)
})

test('a message queued offline and refused on reconnecting keeps its text to send again', async ({
  browser,
}) => {
  const ann = await person(browser)
  const ben = await person(browser)
  await openTab(ann.page, 'Sent')
  await ann.page.context().setOffline(true)
  await sendMessage(ann.page, 'nobody_here_42', 'Lost?', 'Keep this text')
  await ann.page.context().setOffline(false)
  const notSent = ann.page.getByRole('region', { name: MESSAGING_MSG.notSentTitle })
  await expect(notSent.getByText(MESSAGING_MSG.userNotFound('nobody_here_42'))).toBeVisible({
    timeout: 20_000,
  })
  expect(await seriousViolations(ann.page)).toEqual([])
  await notSent.getByRole('button', { name: 'Edit and send: Lost?' }).click()
  const dialog = ann.page.getByRole('dialog', { name: 'New Message' })
  await expect(dialog.getByLabel('Message')).toHaveValue('Keep this text')
  await dialog.getByLabel('To').fill(ben.user.username)
  // The suggestion list opens over the form (the rest of the dialog is hidden from assistive
  // technology while it is open): pick the suggested user, as a person would.
  await ann.page.getByRole('option', { name: new RegExp(`@${ben.user.username}$`) }).click()
  await expect(dialog.getByLabel('To')).toHaveValue(`${ben.user.username}, `)
  await dialog.getByRole('button', { name: 'Send' }).click()
  await expect(notSent).toHaveCount(0)
  await expect(ann.page.getByText(MESSAGING_MSG.sent)).toBeVisible()
  await ben.page.reload()
  await expect(row(ben.page, 'Keep this text')).toHaveCount(1)
})

test('the Messages page and its dialogs have no serious accessibility issue in either theme', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const ann = await person(browser)
  const ben = await person(browser)
  await sendMessage(ben.page, ann.user.username, 'Hello', 'Hi Ann')
  const page = ann.page
  await page.reload()
  for (const theme of ['light', 'dark']) {
    if (theme === 'dark') await page.getByRole('button', { name: 'Switch to dark theme' }).click()
    for (const tab of ['Inbox', 'Sent', 'Groups', 'Blocked'] as const) {
      await openTab(page, tab)
      await expect(page.getByRole('tabpanel').getByRole('status')).toHaveCount(0)
      expect(await seriousViolations(page), `${theme} ${tab}`).toEqual([])
    }
    await openTab(page, 'Inbox')
    await row(page, 'Hello').click()
    expect(await seriousViolations(page), `${theme} message detail`).toEqual([])
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'New Message' }).click()
    await page
      .getByRole('dialog', { name: 'New Message' })
      .getByRole('button', { name: 'Send' })
      .click()
    expect(await seriousViolations(page), `${theme} new message`).toEqual([])
    await page.keyboard.press('Escape')
  }
})
