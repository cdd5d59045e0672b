import { MODERATION_MSG } from '~/shared/moderation-messages'
import {
  CSRF,
  card,
  liveSeen,
  makeAppearance,
  openSeen,
  person,
  photo,
  serverHeadlines,
  waitUntilSent,
} from './appearance-support'
import { expect, test } from './fixtures'
import { seriousViolations } from './support'
import { clickToolbarAction } from './toolbar-support'

test("the creator removes a guest's photo and blocks a user, who is then refused", async ({
  browser,
}) => {
  // Three people register or post and take turns: more steps than the default 30 s covers.
  test.setTimeout(120_000)
  const host = await person(browser)
  const seen = await liveSeen(host.request, { type: 1 })
  const guest = await person(browser, false)
  await openSeen(guest, seen)
  await makeAppearance(guest, 'Guest snap', 'Passer-by')
  await waitUntilSent(guest, 'Guest snap')
  const fan = await person(browser, true, 'Loud Fan')
  await openSeen(fan, seen)
  await makeAppearance(fan, 'Fan snap')
  await waitUntilSent(fan, 'Fan snap')

  await openSeen(host, seen)
  await card(host, 'Guest snap')
    .getByRole('button', { name: /^Remove photo/ })
    .click()
  const remove = host.getByRole('alertdialog', { name: MODERATION_MSG.removeTitle })
  await remove.getByRole('button', { name: MODERATION_MSG.removePhoto }).click()
  await expect(card(host, 'Guest snap')).toHaveCount(0)
  await expect(host.getByText(MODERATION_MSG.removed)).toBeVisible()
  await guest.reload()
  await expect(card(guest, 'Fan snap')).toBeVisible()
  await expect(card(guest, 'Guest snap')).toHaveCount(0)
  expect(await serverHeadlines(guest, seen)).toEqual(['Fan snap'])

  // The fan's phone loses its signal and queues one more photo while the page still offers it;
  // after a reload the blocked page no longer offers posting at all.
  await fan.context().setOffline(true)
  await makeAppearance(fan, 'Sneaking back')

  await card(host, 'Fan snap')
    .getByRole('button', { name: /^Block from posting/ })
    .click()
  const block = host.getByRole('alertdialog', { name: MODERATION_MSG.blockTitle('Loud Fan') })
  await block.getByRole('button', { name: MODERATION_MSG.blockPoster }).click()
  await expect(host.getByText(MODERATION_MSG.blocked('Loud Fan'))).toBeVisible()
  await clickToolbarAction(host, MODERATION_MSG.blockedList)
  const list = host.getByRole('list', { name: MODERATION_MSG.blockedList })
  await expect(list.getByRole('button', { name: /^Unblock / })).toHaveCount(1)
  expect(await seriousViolations(host)).toEqual([])

  // The fan's earlier photo stays; a new one is refused with the host's reason, and stored nowhere.
  const refused = await fan.request.post('/api/appearance', {
    headers: CSRF,
    data: {
      appearanceRecord: {
        appearanceShortName: '-new-',
        seenShortName: seen,
        displayUserName: 'Loud Fan',
        headline: 'Sneaking back',
        caption: 'Again',
        relativeLocation: 1,
        imageInfo: { image: (await photo('#2a9d8f', 64, 48)).toString('base64') },
      },
    },
  })
  expect(refused.status()).toBe(403)
  expect(((await refused.json()) as { errorMessage: string }).errorMessage).toBe(
    MODERATION_MSG.postBlocked,
  )
  // Through the page: the queued post is refused with the same words once the signal is back,
  // and the page then says why.
  await fan.context().setOffline(false)
  await expect(fan.getByRole('alert').filter({ hasText: MODERATION_MSG.postBlocked })).toBeVisible({
    timeout: 20_000,
  })
  await expect(card(fan, 'Sneaking back')).toHaveCount(0)
  await expect(fan.getByText(MODERATION_MSG.postBlocked, { exact: true })).toBeVisible()
  await expect(card(fan, 'Fan snap')).toBeVisible()
  expect(await serverHeadlines(fan, seen)).toEqual(['Fan snap'])
})
