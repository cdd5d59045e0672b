import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { processUpload } from '~/server/images'
import { MEDIA_CACHE } from '~/server/routes/media'
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
  // The app's default storage is DATA_DIR/media: write there the way an upload would. Avatars
  // are public; who may read Seen and appearance photos is media-access.test.ts.
  const storage = createLocalDiskStorage(path.join(t.config.dataDir, 'media'))
  const photo = await noisyPhoto(1600, 1200)
  info = await processUpload({ base64: photo.toString('base64'), kind: 'avatar' }, storage)
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
    expect(res.headers.get('cache-control')).toBe(MEDIA_CACHE.public)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    const body = Buffer.from(await res.arrayBuffer())
    expect(body.equals(original)).toBe(true)
    expect(res.headers.get('content-length')).toBe(String(body.length))
    expect(await sharp(body).metadata()).toMatchObject({ width: 400, height: 300 })
  })

  it('serves the reduced and thumbnail WebP files', async () => {
    for (const [url, width] of [
      // An avatar's reduced copy is never larger than its 400 px original.
      [info.reducedPath, 400],
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

  it('has an ETag; If-None-Match with it answers 304 with no body', async () => {
    const first = await get(info.path ?? '')
    const etag = first.headers.get('etag') ?? ''
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/)
    expect(first.headers.get('accept-ranges')).toBe('bytes')
    const again = await t.app.request(info.path ?? '', { headers: { 'If-None-Match': etag } })
    expect(again.status).toBe(304)
    expect(again.headers.get('etag')).toBe(etag)
    expect((await again.arrayBuffer()).byteLength).toBe(0)
    const other = await t.app.request(info.path ?? '', { headers: { 'If-None-Match': '"x"' } })
    expect(other.status).toBe(200)
  })

  it('answers a byte range 206 with exactly those bytes, and an impossible one 416', async () => {
    const size = original.length
    for (const [range, start, end] of [
      ['bytes=0-99', 0, 99],
      ['bytes=100-', 100, size - 1],
      ['bytes=-50', size - 50, size - 1],
      [`bytes=${size - 10}-${size + 1000}`, size - 10, size - 1],
    ] as const) {
      const res = await t.app.request(info.path ?? '', { headers: { Range: range } })
      expect(res.status, range).toBe(206)
      expect(res.headers.get('content-range'), range).toBe(`bytes ${start}-${end}/${size}`)
      const body = Buffer.from(await res.arrayBuffer())
      expect(body.equals(original.subarray(start, end + 1)), range).toBe(true)
    }
    const beyond = await t.app.request(info.path ?? '', { headers: { Range: `bytes=${size}-` } })
    expect(beyond.status).toBe(416)
    expect(beyond.headers.get('content-range')).toBe(`bytes */${size}`)
    // Several ranges, or a unit it does not know: the whole photo (RFC 9110 allows it).
    const several = await t.app.request(info.path ?? '', { headers: { Range: 'bytes=0-1,5-9' } })
    expect(several.status).toBe(200)
    expect((await several.arrayBuffer()).byteLength).toBe(size)
  })
})

describe('GET /media/* with MEDIA_CDN_URL and MEDIA_REDIRECT', () => {
  it('sends the browser to the same key on the CDN', async () => {
    const cdn = await createTestApp({
      env: { MEDIA_CDN_URL: 'https://cdn.example/media/', MEDIA_REDIRECT: 'true' },
    })
    try {
      const res = await cdn.app.request('/media/avatars/ab/AAAAAAAAAAAAAAAAAAAAAA.jpg')
      expect(res.status).toBe(301)
      expect(res.headers.get('location')).toBe(
        'https://cdn.example/media/avatars/ab/AAAAAAAAAAAAAAAAAAAAAA.jpg',
      )
      // A Seen photo no record names is nobody's to read: no redirect to where it might be.
      expect((await cdn.app.request('/media/seens/ab/AAAAAAAAAAAAAAAAAAAAAA.jpg')).status).toBe(404)
      expect((await cdn.app.request('/media/../x.jpg')).status).toBe(404)
    } finally {
      await cdn.close()
    }
  })
})
