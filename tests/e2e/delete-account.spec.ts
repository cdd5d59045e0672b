import { DELETE_ACCOUNT_TEXT } from '~/features/settings/account-text'
import { ACCOUNT_MSG } from '~/shared/account-messages'
import { expect, test } from './fixtures'
import {
  createSeenViaApi,
  offlineStorage,
  waitForOfflineStorage,
  waitForSavedCache,
} from './offline-support'
import { acceptCookieNotice, logIn, newUser, signUp } from './support'

test('Delete account: the password confirms it, their Seen goes, this browser forgets them, others see "Deleted user"', async ({
  browser,
}) => {
  // Two people, a Seen with a photo and a settings page: more than the default 30 s on a busy machine.
  test.setTimeout(90_000)
  const dora = newUser()
  const ed = newUser()
  const doraPage = await (await browser.newContext()).newPage()
  await signUp(doraPage, dora)
  const edPage = await (await browser.newContext()).newPage()
  await signUp(edPage, ed)
  const seen = await createSeenViaApi(doraPage, 'Dora’s farewell')
  const sent = await edPage.request.post('/api/messaging/send/user', {
    headers: { 'X-CSRF': '1' },
    data: { recipientUsernames: [dora.username], subject: 'Hi Dora', content: 'See you soon' },
  })
  expect(sent.status()).toBe(200)

  await doraPage.goto('/settings')
  await acceptCookieNotice(doraPage)
  await waitForSavedCache(doraPage, dora.displayName, dora.username)
  await waitForOfflineStorage(doraPage, dora.username)

  await doraPage.getByRole('button', { name: DELETE_ACCOUNT_TEXT.open }).click()
  const dialog = doraPage.getByRole('alertdialog', { name: DELETE_ACCOUNT_TEXT.title })
  await dialog.getByLabel('Password').fill('not my password')
  await dialog.getByRole('button', { name: DELETE_ACCOUNT_TEXT.confirm }).click()
  await expect(dialog.getByText(ACCOUNT_MSG.passwordWrong)).toBeVisible()
  await dialog.getByLabel('Password').fill(dora.password)
  await dialog.getByRole('button', { name: DELETE_ACCOUNT_TEXT.confirm }).click()

  await expect(doraPage).toHaveURL(/\/account\/login\?deleted=1$/)
  await expect(doraPage.getByText(ACCOUNT_MSG.accountDeleted)).toBeVisible()
  const after = await offlineStorage(doraPage)
  expect(after.caches).not.toContain(`user:${dora.username}`)
  expect(after.outboxes).not.toContain(`seen-outbox:${dora.username}`)
  await logIn(doraPage, dora.username, dora.password)
  await expect(doraPage.getByText(ACCOUNT_MSG.badCredentials)).toBeVisible()

  const gone = await edPage.request.get(`/api/seen/${seen}`, { headers: { 'X-CSRF': '1' } })
  expect(gone.status()).toBe(404)
  await edPage.goto('/messages')
  await acceptCookieNotice(edPage)
  await edPage.getByRole('tab', { name: 'Sent' }).click()
  await expect(edPage.getByText(`To: ${ACCOUNT_MSG.deletedUser}`)).toBeVisible()
})
