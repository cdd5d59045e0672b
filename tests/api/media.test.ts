import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { processUpload } from '~/server/images'
import { createLocalDiskStorage } from '~/server/storage'
import { MSG } from '~/shared/messages'
import type { ImageInfo } from '~/shared/schemas/image-info'
import { noisyPhoto } from '../fixtures/images/make-images'
import { createTestApp, type TestApp } from './helpers'

let t: TestApp
let info: ImageInfo
let original: Buffer
const notFound = {
  success: false,
  errors: { userMessage: [MSG.notFound] },
  errorMessage: MSG.notFound,
}

beforeAll(async () => {
  t = await createTestApp()
  // The app's default storage is DATA_DIR/media: write there the way an upload would.
  const storage = createLocalDiskStorage(path.join(t.config.dataDir, 'media'))
  const photo = await noisyPhoto(1600, 1200)
  info = await processUpload({ base64: photo.toString('base64'), kind: 'seen' }, storage)
  original = (await storage.get(info.path?.slice('/media/'.length) ?? ''))?.data ?? Buffer.alloc(0)
  await writeFile(path.join(t.config.dataDir, 'secret.webp'), 'not for you')
})
afterAll(() => t.close())

const get = (url: string, method = 'GET') => t.app.request(url, { method })

describe('GET /media/*', () => {
  it('serves the stored original with its type, immutable caching and nosniff', async () => {
    const res = await get(info.path ?? '')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/jpeg')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    const body = Buffer.from(await res.arrayBuffer())
    expect(body.equals(original)).toBe(true)
    expect(res.headers.get('content-length')).toBe(String(body.length))
    expect(await sharp(body).metadata()).toMatchObject({ width: 1440, height: 1080 })
  })

  it('serves the reduced and thumbnail WebP files', async () => {
    for (const [url, width] of [
      [info.reducedPath, 960],
      [info.thumbnailPath, 320],
    ] as const) {
      const res = await get(url ?? '')
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/webp')
      expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(width)
    }
  })

  it('answers HEAD with the headers and no body', async () => {
    const res = await get(info.path ?? '', 'HEAD')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/jpeg')
    expect(res.headers.get('content-length')).toBe(String(original.length))
    expect(res.headers.get('cache-control')).toContain('immutable')
    expect((await res.arrayBuffer()).byteLength).toBe(0)
  })

  it('answers an unknown key 404 in the error envelope, not cached for a year', async () => {
    const res = await get('/media/seens/ab/AAAAAAAAAAAAAAAAAAAAAA.jpg')
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual(notFound)
    expect(res.headers.get('cache-control') ?? '').not.toContain('immutable')
  })

  it('lists no folder', async () => {
    const folder = info.path?.slice(0, info.path.lastIndexOf('/')) ?? ''
    for (const url of [
      '/media',
      '/media/',
      '/media/seens',
      '/media/seens/',
      folder,
      `${folder}/`,
    ]) {
      const res = await get(url)
      expect(res.status, url).toBe(404)
      expect(await res.json()).toEqual(notFound)
    }
  })

  it('cannot be walked out of the media folder', async () => {
    const attempts = [
      '/media/../secret.webp',
      '/media/%2e%2e/secret.webp',
      '/media/%2E%2E%2Fsecret.webp',
      '/media/seens/..%2f..%2fsecret.webp',
      '/media/..%5csecret.webp',
      '/media/%252e%252e%252fsecret.webp',
      '/media/%E0%A4%A.webp',
    ]
    for (const url of attempts) {
      const res = await get(url)
      expect(res.status, url).toBe(404)
      expect(await res.text()).not.toContain('not for you')
    }
    // A NUL never gets that far: the input gate refuses the path first.
    const nul = await get('/media/%00.webp')
    expect(nul.status).toBe(400)
    expect(await nul.text()).not.toContain('not for you')
  })

  it('accepts no writes', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      expect((await get(info.path ?? '', method)).status).toBe(404)
    }
    expect((await get(info.path ?? '')).status).toBe(200)
  })
})
