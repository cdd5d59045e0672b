import type { Page } from '@playwright/test'
import { BATCH_TEXT } from '~/features/appearances/batch/batch-text'
import { ADD_PHOTOS_TEXT } from '~/features/appearances/form/add-photos'
import { APPEARANCE_MSG } from '~/shared/appearance-messages'
import { APPEARANCE_LABELS } from '~/shared/schemas/appearance'
import { openDetails, photo, serverHeadlines, signedInOnLiveSeen } from './appearance-support'
import { expect, test } from './fixtures'
import { seriousViolations } from './support'

/**
 * Picks three photos and a HEIC file Chromium cannot decode, fills the shared fields once,
 * gives photo 2 its own headline and saves: the form closes as soon as all are queued.
 */
async function postBatch(page: Page) {
  await page.getByRole('button', { name: APPEARANCE_MSG.makeAppearance }).click()
  const form = page.getByRole('dialog')
  await openDetails(form)
  await form.getByLabel(APPEARANCE_LABELS.headline, { exact: true }).fill('Wedding')
  await form.getByLabel(APPEARANCE_LABELS.caption, { exact: true }).fill('Under the oak.')
  await form.getByLabel('At the Seen').check()
  await form.getByLabel(APPEARANCE_LABELS.photo, { exact: true }).setInputFiles([
    { name: 'one.jpg', mimeType: 'image/jpeg', buffer: await photo('#e76f51') },
    { name: 'two.jpg', mimeType: 'image/jpeg', buffer: await photo('#2a9d8f', 900, 1200) },
    { name: 'IMG_0003.HEIC', mimeType: 'image/heic', buffer: Buffer.from('not a heic at all') },
    { name: 'four.jpg', mimeType: 'image/jpeg', buffer: await photo('#264653', 4000, 3000) },
  ])
  await expect(form.getByRole('img', { name: /^Photo \d: / })).toHaveCount(3)
  await expect(form.getByText(BATCH_TEXT.undecodable('IMG_0003.HEIC'))).toBeVisible()
  await form.getByRole('button', { name: BATCH_TEXT.changeOne(2) }).click()
  await form.getByLabel(BATCH_TEXT.headlineFor(2)).fill('First dance')
  expect(await seriousViolations(page)).toEqual([])
  await form.getByRole('button', { name: ADD_PHOTOS_TEXT.send(3) }).click()
  await expect(form).toHaveCount(0)
}

const panel = (page: Page) => page.getByRole('region', { name: BATCH_TEXT.progressTitle })

test('several photos become one appearance each, one with its own headline, each sent once', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const seen = await signedInOnLiveSeen(page)
  await postBatch(page)
  await expect(panel(page).getByRole('status')).toHaveText(BATCH_TEXT.progress(3, 3))
  await panel(page).getByRole('button', { name: BATCH_TEXT.showEach }).click()
  await expect(panel(page).getByText(BATCH_TEXT.sent, { exact: true })).toHaveCount(3)
  expect(await seriousViolations(page)).toEqual([])
  await expect(page.getByRole('article', { name: 'First dance' })).toBeVisible()
  expect((await serverHeadlines(page, seen)).sort()).toEqual(['First dance', 'Wedding', 'Wedding'])
})

test('a batch saved offline waits, counts "0 of 3 sent" and arrives once each after going online', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000)
  const seen = await signedInOnLiveSeen(page)
  await context.setOffline(true)
  await postBatch(page)
  await expect(panel(page).getByRole('status')).toHaveText(BATCH_TEXT.progress(0, 3))
  expect(await serverHeadlines(page, seen)).toEqual([])

  await context.setOffline(false)
  await expect(panel(page).getByRole('status')).toHaveText(BATCH_TEXT.progress(3, 3), {
    timeout: 20_000,
  })
  expect((await serverHeadlines(page, seen)).sort()).toEqual(['First dance', 'Wedding', 'Wedding'])
})
