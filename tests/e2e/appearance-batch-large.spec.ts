import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import * as v from 'valibot'
import { BATCH_TEXT } from '~/features/appearances/batch/batch-text'
import { ADD_PHOTOS_TEXT } from '~/features/appearances/form/add-photos'
import { APPEARANCE_MSG } from '~/shared/appearance-messages'
import { IMAGE_LONG_SIDE } from '~/shared/constants'
import { APPEARANCE_LABELS, appearanceListResponse } from '~/shared/schemas/appearance'
import { openDetails, photo, signedInOnLiveSeen } from './appearance-support'
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

/**
 * A 4000x3000 camera JPEG stored on its side (EXIF orientation 6: turn 90° clockwise), left
 * half red: upright it is 3000x4000 with red on top. Large enough to be decoded at a reduced
 * size (decode-reduced.ts), which must keep the orientation.
 */
async function turnedCameraPhoto(dir: string) {
  const file = path.join(dir, 'IMG_turned.jpg')
  const red = await sharp({
    create: { width: 2000, height: 3000, channels: 3, background: '#ff0000' },
  })
    .png()
    .toBuffer()
  const bytes = await sharp({
    create: { width: 4000, height: 3000, channels: 3, background: '#0000ff' },
  })
    .composite([{ input: red, left: 0, top: 0 }])
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 90 })
    .toBuffer()
  await writeFile(file, bytes)
  return file
}

/** The red and blue of a stored photo's pixel at (x, y). */
async function pixel(bytes: Buffer, x: number, y: number) {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true })
  const at = (y * info.width + x) * info.channels
  return { red: data[at] ?? 0, blue: data[at + 2] ?? 0 }
}

test('a 40 MB photo in a batch is scaled on the phone and sent at 800 px with the others; a turned camera photo arrives upright', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const dir = await mkdtemp(path.join(os.tmpdir(), 'seen-large-photo-'))
  try {
    const large = await fortyMegabytePhoto(dir)
    expect(large.size).toBeGreaterThan(40 * 1024 * 1024)
    const small = path.join(dir, 'small.jpg')
    await writeFile(small, await photo('#e76f51'))
    const turned = await turnedCameraPhoto(dir)
    const seen = await signedInOnLiveSeen(page)
    await page.getByRole('button', { name: APPEARANCE_MSG.makeAppearance }).click()
    const form = page.getByRole('dialog')
    await openDetails(form)
    await form.getByLabel(APPEARANCE_LABELS.headline, { exact: true }).fill('Big one')
    await form
      .getByLabel(APPEARANCE_LABELS.caption, { exact: true })
      .fill('Straight off the camera.')
    await form.getByLabel('At the Seen').check()
    await form
      .getByLabel(APPEARANCE_LABELS.photo, { exact: true })
      .setInputFiles([large.file, small, turned])
    await expect(form.getByRole('img', { name: /^Photo \d: / })).toHaveCount(3, {
      timeout: 60_000,
    })
    await form.getByRole('button', { name: ADD_PHOTOS_TEXT.send(3) }).click()
    await expect(form).toHaveCount(0, { timeout: 60_000 })
    const panel = page.getByRole('region', { name: BATCH_TEXT.progressTitle })
    await expect(panel.getByRole('status')).toHaveText(BATCH_TEXT.progress(3, 3), {
      timeout: 60_000,
    })

    const res = await page.request.get(`/api/appearance/list/${seen}?limit=15&offset=0`, {
      headers: CSRF,
    })
    const { appearances } = v.parse(appearanceListResponse, await res.json())
    expect(appearances).toHaveLength(3)
    for (const { imageInfo } of appearances) {
      expect(Math.max(imageInfo?.width ?? 0, imageInfo?.height ?? 0)).toBeLessThanOrEqual(
        IMAGE_LONG_SIDE.appearance,
      )
      expect(imageInfo?.width).toBeGreaterThan(0)
    }
    const upright = appearances.find((a) => (a.imageInfo?.height ?? 0) > (a.imageInfo?.width ?? 0))
    expect([upright?.imageInfo?.width, upright?.imageInfo?.height]).toEqual([600, 800])
    const stored = await page.request.get(upright?.imageInfo?.path ?? '')
    const bytes = Buffer.from(await stored.body())
    const top = await pixel(bytes, 300, 100)
    const bottom = await pixel(bytes, 300, 700)
    expect(top.red).toBeGreaterThan(200)
    expect(top.blue).toBeLessThan(60)
    expect(bottom.blue).toBeGreaterThan(200)
    expect(bottom.red).toBeLessThan(60)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
})
