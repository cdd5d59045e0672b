import { APPEARANCE_MSG, SLIDESHOW_MSG } from '~/shared/appearance-messages'
import { card, liveSeen, makeAppearance, openSeen, person } from './appearance-support'
import { expect, test } from './fixtures'
import { seriousViolations } from './support'

test('a new user posts an appearance with a photo to a live Seen and likes it', async ({
  browser,
}) => {
  const host = await person(browser)
  const seen = await liveSeen(host.request)
  const fan = await person(browser)
  await openSeen(fan, seen)
  await makeAppearance(fan, 'View from the top')
  await expect(fan).toHaveURL(new RegExp(`/seen\\?shortname=${seen}`))
  await expect(card(fan, 'View from the top').getByText('Second line.')).toBeVisible()

  await openSeen(host, seen)
  const like = card(host, 'View from the top').getByRole('button', { name: /^Like/ })
  await like.click()
  await expect(host.getByText(APPEARANCE_MSG.liked)).toBeVisible()
  await expect(
    card(host, 'View from the top').getByRole('button', { name: 'Unlike (1)' }),
  ).toBeVisible()
})

test('a guest posts to a public anonymous Seen', async ({ browser }) => {
  const host = await person(browser)
  const seen = await liveSeen(host.request, { type: 1 })
  const guest = await person(browser, false)
  await openSeen(guest, seen)
  await makeAppearance(guest, 'Guest was here', 'Passer-by')
  await expect(card(guest, 'Guest was here').getByText(/Passer-by/)).toBeVisible()
})

test('the creator approves a pending appearance; then others see it; the owner hides it', async ({
  browser,
}) => {
  // Three people register and take turns: more steps than the default 30 s covers.
  test.setTimeout(90_000)
  const host = await person(browser)
  const seen = await liveSeen(host.request, { approval: true })
  const author = await person(browser)
  const other = await person(browser)
  await openSeen(author, seen)
  await makeAppearance(author, 'Needs a yes')

  await openSeen(other, seen)
  await expect(other.getByText('No appearances yet.')).toBeVisible()

  await openSeen(host, seen)
  await host.getByRole('button', { name: 'Review appearances' }).click()
  await host.getByLabel('Review filter').selectOption('pending')
  await card(host, 'Needs a yes').getByRole('button', { name: APPEARANCE_MSG.approve }).click()
  await expect(host.getByText(APPEARANCE_MSG.approved)).toBeVisible()

  await other.reload()
  await expect(card(other, 'Needs a yes')).toBeVisible()

  await openSeen(author, seen)
  await card(author, 'Needs a yes').getByRole('button', { name: 'Hide appearance' }).click()
  await expect(author.getByText(APPEARANCE_MSG.hidden)).toBeVisible()
  await expect(card(author, 'Needs a yes').getByText(APPEARANCE_MSG.hiddenBadge)).toBeVisible()
  await other.reload()
  await expect(other.getByText('No appearances yet.')).toBeVisible()
  await card(author, 'Needs a yes').getByRole('button', { name: 'Unhide appearance' }).click()
  await expect(author.getByText(APPEARANCE_MSG.unhidden)).toBeVisible()
})

test('the slideshow opens, advances and exits with Escape', async ({ browser }) => {
  const host = await person(browser)
  const seen = await liveSeen(host.request)
  await openSeen(host, seen)
  await makeAppearance(host, 'Slide one')
  await host.getByRole('button', { name: 'Start slideshow' }).click()
  const show = host.getByRole('dialog', { name: SLIDESHOW_MSG.title })
  await expect(show.getByRole('heading', { name: SLIDESHOW_MSG.title })).toBeVisible()
  await expect(show.getByText('1 / 2')).toBeVisible()
  await host.keyboard.press('ArrowRight')
  await expect(show.getByText('2 / 2')).toBeVisible()
  await expect(show.getByText('1 / 2')).toBeVisible({ timeout: 8_000 })
  await host.keyboard.press('Escape')
  await expect(show).toHaveCount(0)
})

/** Headlines of a Seen's appearances as the server has them (the API is not taken offline). */
test('appearances, review mode, the form and the slideshow have no serious accessibility issue', async ({
  browser,
}) => {
  test.setTimeout(60_000)
  const host = await person(browser)
  const seen = await liveSeen(host.request, { approval: true })
  await openSeen(host, seen)
  await makeAppearance(host, 'Accessible one')
  await host.getByRole('button', { name: 'Review appearances' }).click()
  await expect(host.getByRole('button', { name: APPEARANCE_MSG.changeStatus })).toBeVisible()
  expect(await seriousViolations(host)).toEqual([])
  await host.getByRole('button', { name: APPEARANCE_MSG.makeAppearance }).click()
  await expect(host.getByRole('dialog')).toBeVisible()
  expect(await seriousViolations(host)).toEqual([])
  await host.keyboard.press('Escape')
  await host.getByRole('button', { name: 'Start slideshow' }).click()
  await expect(host.getByRole('heading', { name: SLIDESHOW_MSG.title })).toBeVisible()
  expect(await seriousViolations(host)).toEqual([])
})
