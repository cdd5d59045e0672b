/**
 * The service worker's image cache (sw/images.ts): a clip's poster renditions are cached like a
 * photo's thumbnails, and a clip itself never is, whatever its container: a minute of video would
 * push hundreds of thumbnails out, and a cached 200 answer could not serve the byte ranges a
 * player asks for (docs/decisions/181-clips-play-everywhere.md).
 */
import { beforeAll, describe, expect, it, vi } from 'vitest'

type Match = (options: { url: URL; request: Request }) => boolean

const routes = vi.hoisted(() => ({ match: undefined as Match | undefined }))

vi.mock('workbox-routing', () => ({
  registerRoute: (match: Match) => {
    routes.match = match
  },
}))
vi.mock('workbox-strategies', () => ({ CacheFirst: class {} }))
vi.mock('workbox-expiration', () => ({ ExpirationPlugin: class {} }))

const cached = (path: string, method = 'GET') => {
  const url = new URL(path, 'https://seen.example')
  return routes.match?.({ url, request: new Request(url, { method }) }) ?? false
}

beforeAll(async () => {
  const { serveImages } = await import('../../sw/images')
  serveImages()
})

describe('the image cache', () => {
  it("caches a clip's poster renditions as it does a photo's", () => {
    expect(cached('/media/appearances/ab/ab12cd-reduced.webp')).toBe(true)
    expect(cached('/media/appearances/ab/ab12cd-thumb.webp')).toBe(true)
  })

  it('never caches a clip (MP4 or WebM, whole or asked for by range), nor an original', () => {
    expect(cached('/media/appearances/ab/ab12cd.mp4')).toBe(false)
    expect(cached('/media/appearances/ab/ab12cd.webm')).toBe(false)
    expect(cached('/media/appearances/ab/ab12cd.jpg')).toBe(false)
  })

  it('caches only reads', () => {
    expect(cached('/media/appearances/ab/ab12cd-thumb.webp', 'POST')).toBe(false)
  })
})
