// Issue 44 point 4 on a 390 px phone: the floating button and "Add your photos" open the same
// posting form, and its name error stands under "Your name" until a name is typed.
import type { Locator } from '@playwright/test'
import { ADD_PHOTOS_TEXT } from '~/features/appearances/form/add-photos'
import { APPEARANCE_MSG } from '~/shared/appearance-messages'
import { fieldMessage } from '~/shared/messages'
import { liveSeen, openSeen, photo } from './appearance-support'
import { expect, test } from './fixtures'
import { acceptCookieNotice, newUser, signUp } from './support'

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }
const NAME_REQUIRED = fieldMessage.required(ADD_PHOTOS_TEXT.yourName)

/** The guest's form, whichever action opened it: a required name, a required photo. */
async function expectGuestForm(form: Locator) {
  await expect(form.getByRole('textbox', { name: ADD_PHOTOS_TEXT.yourName })).toHaveAttribute(
    'aria-required',
    'true',
  )
  await expect(form.getByRole('group', { name: /^Photo\s*\(required\)$/ })).toBeVisible()
  await expect(form.getByText(ADD_PHOTOS_TEXT.details)).toBeVisible()
}

test('on a phone both ways to post open one form; its name error sits under "Your name" and goes once a name is typed', async ({
  browser,
}) => {
  test.setTimeout(60_000)
  const host = await (await browser.newContext()).newPage()
  await signUp(host, newUser())
  const seen = await liveSeen(host.request)
  const page = await (await browser.newContext(PHONE)).newPage()
  await openSeen(page, seen)
  await acceptCookieNotice(page)

  await page.getByRole('button', { name: APPEARANCE_MSG.makeAppearance }).tap()
  const form = page.getByRole('dialog', { name: ADD_PHOTOS_TEXT.formTitle })
  await expectGuestForm(form)
  await page.keyboard.press('Escape')
  await expect(form).toHaveCount(0)

  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: ADD_PHOTOS_TEXT.action }).tap()
  await (await chooser).setFiles({
    name: 'IMG_1.jpg',
    mimeType: 'image/jpeg',
    buffer: await photo('#e76f51'),
  })
  await expect(form.getByRole('img', { name: 'Photo 1: IMG_1.jpg' })).toBeVisible()
  await expectGuestForm(form)

  await form.getByRole('button', { name: ADD_PHOTOS_TEXT.send(1) }).tap()
  const name = form.getByRole('textbox', { name: ADD_PHOTOS_TEXT.yourName })
  await expect(name).toHaveAccessibleDescription(new RegExp(NAME_REQUIRED.replace('.', '\\.')))
  await expect(form.getByText(NAME_REQUIRED)).toHaveCount(1)
  await expect(form.getByText(/is required\./)).toHaveCount(1)
  await name.pressSequentially('N')
  await expect(form.getByText(NAME_REQUIRED)).toHaveCount(0)
  await expect(name).not.toHaveAttribute('aria-invalid', 'true')
})
