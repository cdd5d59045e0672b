import { CARD_TEXT } from '~/features/appearances/list/appearance-card'
import { APPEARANCE_MSG } from '~/shared/appearance-messages'
import { APPEARANCE_LABELS } from '~/shared/schemas/appearance'
import {
  card,
  liveSeen,
  makeAppearance,
  openSeen,
  person,
  serverHeadlines,
  serverHidden,
  signedInOnLiveSeen,
} from './appearance-support'
import { expect, test } from './fixtures'
import { persistentBrowser, waitForSavedCache, waitForServiceWorker } from './offline-support'
import { acceptCookieNotice } from './support'

test('an appearance made offline waits, survives a reload and is uploaded exactly once', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000)
  const seen = await signedInOnLiveSeen(page)
  await expect(page.getByText('No appearances yet.')).toBeVisible()

  await context.setOffline(true)
  await makeAppearance(page, 'Posted offline')
  const waiting = card(page, 'Posted offline').getByText(CARD_TEXT.waiting)
  await expect(waiting).toBeVisible()
  await page.reload()
  await expect(waiting).toBeVisible()
  expect(await serverHeadlines(page, seen)).toEqual([])

  await context.setOffline(false)
  await expect(waiting).toBeHidden()
  await expect(card(page, 'Posted offline')).toBeVisible()
  expect(await serverHeadlines(page, seen)).toEqual(['Posted offline'])
})

test('a guest posts offline to a public anonymous Seen: it waits, survives a reload, is uploaded once and stays theirs', async ({
  browser,
}) => {
  test.setTimeout(90_000)
  const host = await person(browser)
  const seen = await liveSeen(host.request, { type: 1 })
  const guest = await person(browser, false)
  await openSeen(guest, seen)
  await waitForServiceWorker(guest)
  await expect(guest.getByText('No appearances yet.')).toBeVisible()

  await guest.context().setOffline(true)
  await makeAppearance(guest, 'Guest offline post', 'Passer-by')
  const waiting = card(guest, 'Guest offline post').getByText(CARD_TEXT.waiting)
  await expect(waiting).toBeVisible()
  await guest.reload()
  await expect(waiting).toBeVisible()
  expect(await serverHeadlines(host, seen)).toEqual([])

  await guest.context().setOffline(false)
  await expect(waiting).toBeHidden()
  await expect(card(guest, 'Guest offline post')).toBeVisible()
  expect(await serverHeadlines(host, seen)).toEqual(['Guest offline post'])

  // The guest session owns it: the guest edits it, then hides it.
  await card(guest, 'Guest offline post').getByRole('button', { name: 'Edit appearance' }).click()
  const form = guest.getByRole('dialog')
  await form.getByLabel(APPEARANCE_LABELS.headline).fill('Guest post, edited')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form).toHaveCount(0)
  await expect(card(guest, 'Guest post, edited')).toBeVisible()
  await card(guest, 'Guest post, edited').getByRole('button', { name: 'Hide appearance' }).click()
  await expect(guest.getByText(APPEARANCE_MSG.hidden)).toBeVisible()
  await expect(
    card(guest, 'Guest post, edited').getByText(APPEARANCE_MSG.hiddenBadge),
  ).toBeVisible()
  expect(await serverHeadlines(host, seen)).toEqual(['Guest post, edited'])
})

test('a guest’s appearance queued offline is uploaded when the browser opens again, and stays theirs', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const host = await person(browser)
  const seen = await liveSeen(host.request, { type: 1 })
  const profile = await persistentBrowser(baseURL ?? '')
  let context = await profile.open()
  try {
    let guest = await context.newPage()
    await openSeen(guest, seen)
    await acceptCookieNotice(guest)
    await waitForServiceWorker(guest)
    await expect(guest.getByText('No appearances yet.')).toBeVisible()
    await context.setOffline(true)
    await makeAppearance(guest, 'Guest after restart', 'Night owl')
    await expect(card(guest, 'Guest after restart').getByText(CARD_TEXT.waiting)).toBeVisible()
    await context.close()

    context = await profile.open()
    guest = await context.newPage()
    await openSeen(guest, seen)
    await expect
      .poll(() => serverHeadlines(host, seen), { timeout: 15_000 })
      .toEqual(['Guest after restart'])
    const posted = card(guest, 'Guest after restart')
    await expect(posted.getByText(CARD_TEXT.waiting)).toBeHidden()
    await expect(posted.getByRole('button', { name: 'Edit appearance' })).toBeVisible()
  } finally {
    await context.close()
    await profile.remove()
  }
})

test('an appearance edited offline shows the change at once and is saved when the connection returns', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000)
  const seen = await signedInOnLiveSeen(page)
  await makeAppearance(page, 'Before the tunnel')
  // Posting is queued: the appearance becomes editable once it is uploaded.
  await expect(card(page, 'Before the tunnel').getByText(CARD_TEXT.waiting)).toBeHidden()

  await context.setOffline(true)
  await card(page, 'Before the tunnel').getByRole('button', { name: 'Edit appearance' }).click()
  const form = page.getByRole('dialog')
  await form.getByLabel(APPEARANCE_LABELS.headline).fill('Edited in the tunnel')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form).toHaveCount(0)
  const waiting = card(page, 'Edited in the tunnel').getByText(CARD_TEXT.waiting)
  await expect(waiting).toBeVisible()
  await waitForSavedCache(page, 'Edited in the tunnel')
  await page.reload()
  await expect(waiting).toBeVisible()
  expect(await serverHeadlines(page, seen)).toEqual(['Before the tunnel'])

  await context.setOffline(false)
  await expect(waiting).toBeHidden()
  await expect(card(page, 'Edited in the tunnel')).toBeVisible()
  expect(await serverHeadlines(page, seen)).toEqual(['Edited in the tunnel'])
})

test('an appearance hidden offline shows as hidden at once and is hidden on the server when the connection returns', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000)
  const seen = await signedInOnLiveSeen(page)
  await makeAppearance(page, 'Blurry one')
  // Posting is queued: the stored appearance (its own Hide button) replaces the stand-in.
  await expect(card(page, 'Blurry one').getByText(CARD_TEXT.waiting)).toBeHidden()
  await expect(
    card(page, 'Blurry one').getByRole('button', { name: 'Hide appearance' }),
  ).toBeVisible()

  await context.setOffline(true)
  const shown = card(page, 'Blurry one')
  await shown.getByRole('button', { name: 'Hide appearance' }).click()
  await expect(shown.getByText(APPEARANCE_MSG.hiddenBadge)).toBeVisible()
  const waiting = shown.getByText(CARD_TEXT.waiting)
  await expect(waiting).toBeVisible()
  expect(await serverHidden(page, seen)).toEqual([])

  await context.setOffline(false)
  await expect(waiting).toBeHidden()
  await expect(shown.getByText(APPEARANCE_MSG.hiddenBadge)).toBeVisible()
  expect(await serverHidden(page, seen)).toEqual(['Blurry one'])
  await shown.getByRole('button', { name: 'Unhide appearance' }).click()
  await expect(page.getByText(APPEARANCE_MSG.unhidden)).toBeVisible()
  expect(await serverHidden(page, seen)).toEqual([])
})
