import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { deleteImage, processUpload } from '~/server/images'
import { createMemoryStorage, keyFromMediaPath, type MemoryStorage } from '~/server/storage'
import { jpegWithExifAndGps, noisyPhoto, pngWithAlpha } from '../../fixtures/images/make-images'

let storage: MemoryStorage
beforeAll(() => {
  storage = createMemoryStorage()
})

async function stored(publicPath: string | null | undefined) {
  const key = keyFromMediaPath(publicPath)
  expect(key).not.toBeNull()
  const item = await storage.get(key ?? '')
  if (!item) throw new Error(`nothing stored at ${publicPath}`)
  return { ...item, meta: await sharp(item.data).metadata() }
}

describe('processUpload', () => {
  it('applies EXIF orientation and strips every piece of metadata, GPS included', async () => {
    const jpeg = await jpegWithExifAndGps()
    expect((await sharp(jpeg).metadata()).orientation).toBe(6)

    const info = await processUpload({ base64: jpeg.toString('base64'), kind: 'seen' }, storage)

    // 400x300 turned a quarter clockwise: 300 wide, 400 high, the red half now on top.
    expect([info.width, info.height]).toEqual([300, 400])
    expect(info.contentType).toBe('image/jpeg')
    for (const variant of [info.path, info.reducedPath, info.thumbnailPath]) {
      const { meta, data } = await stored(variant)
      expect(meta.exif).toBeUndefined()
      expect(meta.xmp).toBeUndefined()
      expect(meta.iptc).toBeUndefined()
      expect(meta.orientation).toBeUndefined()
      expect(data.includes('SeenTestCam')).toBe(false)
    }
    const original = await stored(info.path)
    const { data } = await sharp(original.data).raw().toBuffer({ resolveWithObject: true })
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * 300 + x) * 3, (y * 300 + x) * 3 + 3),
    ]
    const [r1, , b1] = pixel(150, 50)
    const [r2, , b2] = pixel(150, 350)
    expect(r1).toBeGreaterThan(200)
    expect(b1).toBeLessThan(60)
    expect(b2).toBeGreaterThan(200)
    expect(r2).toBeLessThan(60)
  })

  it('scales to the kind long side, reduced <= 960 (docs/architecture/media.md: at most 1080) and thumbnail <= 320, as WebP', async () => {
    const photo = await noisyPhoto(2000, 1500)
    const cases = [
      ['seen', 1440, 960],
      ['appearance', 800, 800],
      ['avatar', 400, 400],
    ] as const
    for (const [kind, longSide, reducedSide] of cases) {
      const info = await processUpload({ base64: photo.toString('base64'), kind }, storage)
      expect(Math.max(info.width ?? 0, info.height ?? 0)).toBe(longSide)
      expect(info.width).toBe(longSide)
      expect(info.height).toBe(Math.round((longSide * 3) / 4))
      const reduced = await stored(info.reducedPath)
      expect(reduced.contentType).toBe('image/webp')
      expect(reduced.meta.format).toBe('webp')
      expect(reduced.meta.width).toBe(reducedSide)
      const thumb = await stored(info.thumbnailPath)
      expect(thumb.meta.format).toBe('webp')
      expect([thumb.meta.width, thumb.meta.height]).toEqual([320, 240])
      expect(info.path).toMatch(new RegExp(`^/media/${kind}s/[\\w-]{2}/[\\w-]{22}\\.jpg$`))
    }
  })

  it('never enlarges a small photo', async () => {
    const small = await noisyPhoto(200, 100)
    const info = await processUpload({ base64: small.toString('base64'), kind: 'seen' }, storage)
    expect([info.width, info.height]).toEqual([200, 100])
    expect((await stored(info.thumbnailPath)).meta.width).toBe(200)
  })

  it('gives every upload a new random name', async () => {
    const photo = (await noisyPhoto(64, 48)).toString('base64')
    const names = new Set<string>()
    for (let i = 0; i < 5; i++) {
      const info = await processUpload({ base64: photo, kind: 'appearance' }, storage)
      names.add(info.name ?? '')
      expect(info.path?.endsWith(`/${info.name}`)).toBe(true)
    }
    expect(names.size).toBe(5)
  })

  it('keeps transparency of a PNG (original stored as WebP) and accepts a data: URL', async () => {
    const png = await pngWithAlpha()
    const info = await processUpload(
      { base64: `data:image/png;base64,${png.toString('base64')}`, kind: 'avatar' },
      storage,
    )
    expect(info.contentType).toBe('image/webp')
    expect(info.path).toMatch(/\.webp$/)
    expect([info.width, info.height]).toEqual([400, 267])
    const original = await stored(info.path)
    expect(original.meta.hasAlpha).toBe(true)
  })

  it('takes GIF, WebP, AVIF, TIFF, 16-bit grey PNG and CMYK JPEG', async () => {
    const card = () =>
      sharp({ create: { width: 300, height: 200, channels: 3, background: '#3a6' } })
    const inputs = [
      await card().gif().toBuffer(),
      await card().webp().toBuffer(),
      await card().avif().toBuffer(),
      await card().tiff().toBuffer(),
      await card().greyscale().toColourspace('grey16').png().toBuffer(),
      await card().toColourspace('cmyk').jpeg().toBuffer(),
    ]
    for (const input of inputs) {
      const info = await processUpload(
        { base64: input.toString('base64'), kind: 'avatar' },
        storage,
      )
      expect([info.width, info.height]).toEqual([300, 200])
      const original = await stored(info.path)
      expect(original.meta.space).toBe('srgb')
    }
  })

  it('fills cdnUrl with the original under MEDIA_CDN_URL', async () => {
    const photo = (await noisyPhoto(64, 48)).toString('base64')
    const info = await processUpload({ base64: photo, kind: 'seen' }, storage, {
      cdnUrl: 'https://cdn.example.com/media/',
    })
    expect(info.cdnUrl).toBe(`https://cdn.example.com${info.path}`)
    const plain = await processUpload({ base64: photo, kind: 'seen' }, storage)
    expect(plain.cdnUrl).toBeUndefined()
  })

  it('deleteImage removes all three files and ignores foreign paths', async () => {
    const photo = (await noisyPhoto(64, 48)).toString('base64')
    const info = await processUpload({ base64: photo, kind: 'seen' }, storage)
    const before = storage.keys().length
    await deleteImage(info, storage)
    expect(storage.keys().length).toBe(before - 3)
    expect(await storage.get(keyFromMediaPath(info.path) ?? '')).toBeNull()
    await deleteImage(
      { path: 'https://elsewhere.example/x.jpg', reducedPath: '/media/../x.webp' },
      storage,
    )
    await deleteImage(null, storage)
  })
})
