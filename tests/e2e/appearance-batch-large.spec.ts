import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import * as v from 'valibot'
import { BATCH_TEXT } from '~/features/appearances/batch-text'
import { APPEARANCE_MSG } from '~/shared/appearance-messages'
import { IMAGE_LONG_SIDE } from '~/shared/constants'
import { APPEARANCE_LABELS, appearanceListResponse } from '~/shared/schemas/appearance'
import { photo, signedInOnLiveSeen } from './appearance-support'
import { expect, test } from './fixtures'

const CSRF = { 'X-CSRF': '1' }

/** A camera-sized JPEG of noise (it compresses badly): over 40 MB, as issue 19 names. */
async function fortyMegabytePhoto(dir: string) {
  const file = path.join(dir, 'IMG_4000.jpg')
  const bytes = await sharp({
    create: {
      width: 7200,
      height: 4500,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 90 },
    },
  })
    .jpeg({ quality: 100 })
    .toBuffer()
  await writeFile(file, bytes)
  return { file, size: bytes.length }
}

test('a 40 MB photo in a batch is scaled on the phone and sent at 800 px with the others', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const dir = await mkdtemp(path.join(os.tmpdir(), 'seen-large-photo-'))
  try {
    const large = await fortyMegabytePhoto(dir)
    expect(large.size).toBeGreaterThan(40 * 1024 * 1024)
    const small = path.join(dir, 'small.jpg')
    await writeFile(small, await photo('#e76f51'))
    const seen = await signedInOnLiveSeen(page)
    await page.getByRole('button', { name: APPEARANCE_MSG.makeAppearance }).click()
    const form = page.getByRole('dialog')
    await form.getByLabel(APPEARANCE_LABELS.headline, { exact: true }).fill('Big one')
    await form
      .getByLabel(APPEARANCE_LABELS.caption, { exact: true })
      .fill('Straight off the camera.')
    await form.getByLabel('At the Seen').check()
    await form
      .getByLabel(APPEARANCE_LABELS.photo, { exact: true })
      .setInputFiles([large.file, small])
    await expect(form.getByRole('img', { name: /^Photo \d: / })).toHaveCount(2, {
      timeout: 60_000,
    })
    await form.getByRole('button', { name: BATCH_TEXT.saveAll(2) }).click()
    await expect(form).toHaveCount(0, { timeout: 60_000 })
    const panel = page.getByRole('region', { name: BATCH_TEXT.progressTitle })
    await expect(panel.getByRole('status')).toHaveText(BATCH_TEXT.progress(2, 2), {
      timeout: 60_000,
    })

    const res = await page.request.get(`/api/appearance/list/${seen}?limit=15&offset=0`, {
      headers: CSRF,
    })
    const { appearances } = v.parse(appearanceListResponse, await res.json())
    expect(appearances).toHaveLength(2)
    for (const { imageInfo } of appearances) {
      expect(Math.max(imageInfo?.width ?? 0, imageInfo?.height ?? 0)).toBeLessThanOrEqual(
        IMAGE_LONG_SIDE.appearance,
      )
      expect(imageInfo?.width).toBeGreaterThan(0)
    }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
})
