import { JOIN_REQUEST_MSG } from '~/shared/membership-messages'
import { expect, test } from './fixtures'
import { createSeen, seenDetail, signedIn } from './membership-support'
import { clickToolbarAction } from './toolbar-support'

test('a join request sent from the Seen page is approved; the requester becomes a member who may post', async ({
  browser,
}) => {
  const host = await signedIn(browser)
  const seen = await createSeen(host.request, 'E2E Pottery Circle', 3)
  const requester = await signedIn(browser)
  expect((await seenDetail(requester.request, seen)).body.seen?.canPostAppearance).toBe(false)

  await requester.page.goto(`/seen?shortname=${seen}`)
  await requester.page.getByRole('button', { name: 'Request to join' }).click()
  const dialog = requester.page.getByRole('dialog', { name: 'Request to join E2E Pottery Circle' })
  await dialog.getByLabel('Message to the creator (optional)').fill('Count me in')
  await dialog.getByRole('button', { name: 'Send Request' }).click()
  await expect(dialog.getByText(JOIN_REQUEST_MSG.sentDialog)).toBeVisible()
  await requester.page.keyboard.press('Escape')
  await expect(requester.page.getByRole('button', { name: 'Join request pending' })).toBeDisabled()

  await host.page.goto(`/seen?shortname=${seen}`)
  await clickToolbarAction(host.page, 'Join requests')
  const manager = host.page.getByRole('dialog', { name: 'Join requests' })
  const who = `${requester.user.displayName} (@${requester.user.username})`
  await expect(manager.getByText('“Count me in”')).toBeVisible()
  await manager.getByRole('button', { name: `Approve ${who}` }).click()
  await expect(host.page.getByText(JOIN_REQUEST_MSG.approved, { exact: true })).toBeVisible()
  await expect(manager.getByText('Approved')).toBeVisible()
  await expect(manager.getByRole('button', { name: `Reject ${who}` })).toHaveCount(0)

  expect((await seenDetail(requester.request, seen)).body.seen).toMatchObject({
    isMember: true,
    canPostAppearance: true,
  })
})
