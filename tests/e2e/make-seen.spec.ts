import type { Page } from '@playwright/test'
import { SEEN_DETAIL_TEXT } from '~/features/seens/detail/detail-text'
import { FIELD_LABELS, SEEN_FORM_TEXT } from '~/features/seens/form/form-text'
import { IMAGE_MSG } from '~/shared/image-messages'
import { fieldMessage } from '~/shared/messages'
import { SEEN_MSG } from '~/shared/seen-messages'
import { jpegWithExifAndGps } from '../fixtures/images/make-images'
import { expect, test } from './fixtures'
import { acceptCookieNotice, newUser, seriousViolations, signUp } from './support'
import { clickToolbarAction } from './toolbar-support'

// The form defaults to the browser's zone; the Seen page shows times in the Seen's zone.
test.use({ timezoneId: 'Europe/Paris' })

/** Axe in the light theme, then in the dark one (the `.dark` class the theme store sets). */
async function violationsInBothThemes(page: Page) {
  const light = await seriousViolations(page)
  await page.evaluate(() => document.documentElement.classList.add('dark'))
  const dark = await seriousViolations(page)
  await page.evaluate(() => document.documentElement.classList.remove('dark'))
  return [...light, ...dark.map((v) => `dark: ${v}`)]
}

/** A date `days` from now on Paris clocks, as a date input takes it. */
function parisDate(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(
    new Date(Date.now() + days * 24 * 3600_000),
  )
}

const submitButton = (page: Page, name: string = SEEN_FORM_TEXT.makeSubmit) =>
  page.getByRole('main').getByRole('button', { name, exact: true })
const field = (page: Page, label: string) => page.getByRole('main').getByLabel(label)
const photoInput = (page: Page) => page.getByRole('main').locator('input[type="file"]')

test('a guest on /makeseen is told why and sent to the login page with a way back', async ({
  page,
}) => {
  await page.goto('/makeseen')
  await expect(page.getByText(SEEN_MSG.guestMakeSeen)).toBeVisible()
  await page.waitForURL((url) => url.pathname === '/account/login')
  expect(new URL(page.url()).searchParams.get('returnUrl')).toBe('/makeseen')
})

test('a new user makes a Seen with a photo, sees it, and edits it', async ({ page }) => {
  test.setTimeout(90_000)
  await signUp(page, newUser(), '/makeseen')
  await expect(page).toHaveURL('/makeseen')
  await acceptCookieNotice(page)
  await expect(
    page.getByRole('heading', { level: 1, name: SEEN_FORM_TEXT.makeTitle }),
  ).toBeVisible()
  expect(await violationsInBothThemes(page)).toEqual([])

  // Validation: messages appear after a submit attempt and clear on input.
  await submitButton(page).click()
  await expect(page.getByText(fieldMessage.required('Seen Name'))).toBeVisible()
  await expect(page.getByText(fieldMessage.selectionRequired('City'))).toBeVisible()
  // The duration starts at a value the form accepts (docs/decisions/170-form-duration-default.md).
  await expect(page.getByText(fieldMessage.notLess('Duration', 0.5))).toHaveCount(0)
  await expect(field(page, FIELD_LABELS.durationHours)).toHaveValue('3')
  await expect(field(page, FIELD_LABELS.seenName)).toBeFocused()
  await field(page, FIELD_LABELS.seenName).fill('Garden Concert')
  await expect(page.getByText(fieldMessage.required('Seen Name'))).toHaveCount(0)
  await expect(page.getByText(fieldMessage.required('Caption'))).toBeVisible()

  // The help dialog.
  await page.getByRole('button', { name: SEEN_FORM_TEXT.helpButton }).click()
  const help = page.getByRole('dialog', { name: SEEN_FORM_TEXT.helpTitle })
  await expect(help.getByRole('heading', { name: 'Private, invitation only' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(help).toHaveCount(0)

  await field(page, FIELD_LABELS.headline).fill('Music under the trees #music')
  await field(page, FIELD_LABELS.caption).fill('Bring a blanket.\nDoors at six.')
  await field(page, FIELD_LABELS.seenAccessibilityType).selectOption({ label: 'Public, self join' })
  await page.getByRole('radio', { name: 'Physical' }).check()
  await field(page, FIELD_LABELS.startDate).fill(parisDate(3))
  await field(page, FIELD_LABELS.startTime).fill('18:00')
  await field(page, FIELD_LABELS.durationHours).fill('3')
  await expect(field(page, FIELD_LABELS.timeZoneId)).toHaveValue('Europe/Paris')
  await page.getByRole('combobox', { name: FIELD_LABELS.city }).fill('Paris')
  await page.getByRole('option', { name: 'Paris, France' }).first().click()
  await photoInput(page).setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a photo'),
  })
  await expect(page.getByText(IMAGE_MSG.selectImageSeen)).toBeVisible()
  await photoInput(page).setInputFiles({
    name: 'garden.jpg',
    mimeType: 'image/jpeg',
    buffer: await jpegWithExifAndGps(),
  })
  await expect(page.getByRole('img', { name: SEEN_FORM_TEXT.photoPreview })).toBeVisible()
  await expect(page.getByText(IMAGE_MSG.selectImageSeen)).toHaveCount(0)
  await field(page, FIELD_LABELS.sponsor).fill('City Orchestra')

  await submitButton(page).click()
  await page.waitForURL((url) => url.pathname === '/seen' && url.searchParams.has('shortname'))
  const shortName = new URL(page.url()).searchParams.get('shortname')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Music under the trees #music' }),
  ).toBeVisible()
  await expect(page.getByText('Doors at six.')).toBeVisible()
  await expect(page.getByText(/18:00|6:00\sPM/).first()).toBeVisible()

  await clickToolbarAction(page, SEEN_DETAIL_TEXT.details)
  const details = page.getByRole('dialog', { name: SEEN_DETAIL_TEXT.details })
  await expect(details.getByText('City Orchestra')).toBeVisible()
  await expect(details.getByText('Paris, France')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(details).toHaveCount(0)
  expect(await violationsInBothThemes(page)).toEqual([])

  // Edit: the creator's edit icon opens the form filled with the Seen.
  await clickToolbarAction(page, SEEN_DETAIL_TEXT.edit)
  await expect(page).toHaveURL(`/makeseen?shortname=${shortName}`)
  await expect(
    page.getByRole('heading', { level: 1, name: SEEN_FORM_TEXT.editTitle }),
  ).toBeVisible()
  await expect(field(page, FIELD_LABELS.seenName)).toHaveValue('Garden Concert')
  await expect(field(page, FIELD_LABELS.startTime)).toHaveValue('18:00')
  await field(page, FIELD_LABELS.headline).fill('Music under the stars')
  await submitButton(page, SEEN_FORM_TEXT.editSubmit).click()
  await expect(page).toHaveURL(`/seen?shortname=${shortName}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Music under the stars' })).toBeVisible()
})

test('an unknown Seen says so', async ({ page }) => {
  await page.goto('/seen?shortname=doesNotExist1')
  await expect(
    page.getByRole('heading', { level: 1, name: SEEN_DETAIL_TEXT.notFoundTitle }),
  ).toBeVisible()
  await expect(page.getByText(SEEN_DETAIL_TEXT.notFound)).toBeVisible()
})
