import { ADD_PHOTOS_TEXT } from '~/features/appearances/form/add-photos'
import { APPEARANCE_MSG } from '~/shared/appearance-messages'
import { APPEARANCE_LABELS } from '~/shared/schemas/appearance'
import { card, liveSeen, openDetails, openSeen, person, photo } from './appearance-support'
import { expect, test } from './fixtures'
import { seriousViolations } from './support'

const caret = (field: import('@playwright/test').Locator) =>
  field.evaluate((el) => (el as HTMLTextAreaElement).selectionStart)

test('a caption’s @mention is picked from the keyboard on a multi-line caption, whose lines keep Home and End', async ({
  browser,
}) => {
  // Two people register and axe reads the page: more than the default 30 s on a busy machine.
  test.setTimeout(90_000)
  const host = await person(browser)
  const seen = await liveSeen(host.request)
  const fan = await person(browser)
  await openSeen(fan, seen)
  await fan.getByRole('button', { name: APPEARANCE_MSG.makeAppearance }).click()
  const form = fan.getByRole('dialog')
  await openDetails(form)
  const caption = form.getByRole('combobox', { name: APPEARANCE_LABELS.caption })

  await caption.click()
  await fan.keyboard.type('Top of the hill')
  await fan.keyboard.press('Enter')
  await fan.keyboard.type('With @fam')
  const option = fan.getByRole('option', { name: '@family' })
  await expect(option).toBeVisible()
  await expect(caption).toHaveAttribute('aria-expanded', 'true')
  expect(await seriousViolations(fan)).toEqual([])

  await fan.keyboard.press('ArrowDown')
  await expect(caption).toHaveAttribute(
    'aria-activedescendant',
    (await option.getAttribute('id')) ?? '',
  )
  await fan.keyboard.press('Enter')
  await expect(caption).toHaveValue('Top of the hill\nWith @family ')
  expect(await caret(caption)).toBe('Top of the hill\nWith @family '.length)
  await fan.keyboard.type('and friends')

  // Home and End keep to the line the caret is on; the arrows move between lines.
  await fan.keyboard.press('Home')
  expect(await caret(caption)).toBe('Top of the hill\n'.length)
  await fan.keyboard.press('ArrowUp')
  await fan.keyboard.press('End')
  expect(await caret(caption)).toBe('Top of the hill'.length)

  // Escape closes an open list and nothing else: the caption and the form stay.
  await fan.keyboard.press('ArrowDown')
  await fan.keyboard.press('End')
  await fan.keyboard.type(' @hos')
  await expect(fan.getByRole('option', { name: '@host' })).toBeVisible()
  await fan.keyboard.press('Escape')
  await expect(fan.getByRole('listbox')).toHaveCount(0)
  await expect(caption).toHaveValue('Top of the hill\nWith @family and friends @hos')

  await form.getByLabel(APPEARANCE_LABELS.headline).fill('Hilltop')
  await form.getByLabel('At the Seen').check()
  await form.getByLabel(APPEARANCE_LABELS.photo, { exact: true }).setInputFiles({
    name: 'hill.jpg',
    mimeType: 'image/jpeg',
    buffer: await photo('#2a9d8f'),
  })
  await expect(form.getByRole('img', { name: 'Photo 1: hill.jpg' })).toBeVisible()
  await form.getByRole('button', { name: ADD_PHOTOS_TEXT.send(1) }).click()
  await expect(form).toHaveCount(0)
  await expect(card(fan, 'Hilltop').getByText(/With @family and friends @hos/)).toBeVisible()
})
