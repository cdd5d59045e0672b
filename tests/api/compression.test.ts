import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { geoLocationsResponse } from '~/shared/schemas/location'
import { precompressDir } from '../../scripts/precompress'
import { api, createTestApp, type TestApp } from './helpers'

let t: TestApp
let clientDir: string
const SCRIPT = `export const greeting = ${JSON.stringify('hello from the shell '.repeat(200))}\n`
const ASSET = '/assets/index-AbC123.js'

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'seen-client-'))
  await mkdir(path.join(clientDir, 'assets'))
  await writeFile(path.join(clientDir, ASSET), SCRIPT)
  await writeFile(path.join(clientDir, 'index.html'), `<!doctype html>${'<p>Seen</p>'.repeat(200)}`)
  await writeFile(path.join(clientDir, 'sw.js'), `self.x = ${JSON.stringify('y'.repeat(4000))}`)
  await writeFile(path.join(clientDir, 'icon.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]))
  await precompressDir(clientDir)
  t = await createTestApp({ clientDir })
})
afterAll(async () => {
  await t?.close()
  await rm(clientDir, { recursive: true, force: true })
})

const get = (url: string, acceptEncoding?: string) =>
  t.app.request(url, acceptEncoding ? { headers: { 'Accept-Encoding': acceptEncoding } } : {})

describe('the built client is sent compressed', () => {
  it('sends a hashed script as Brotli to a browser, immutable and varying by encoding', async () => {
    const res = await get(ASSET, 'gzip, deflate, br, zstd')
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Encoding')).toBe('br')
    expect(res.headers.get('Vary')).toBe('Accept-Encoding')
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect(res.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8')
    const body = Buffer.from(await res.arrayBuffer())
    expect(body.length).toBeLessThan(SCRIPT.length / 10)
    expect(zlib.brotliDecompressSync(body).toString()).toBe(SCRIPT)
  })

  it('falls back to gzip, and to the plain file when no encoding is accepted', async () => {
    const gz = await get(ASSET, 'gzip, deflate')
    expect(gz.headers.get('Content-Encoding')).toBe('gzip')
    expect(gz.headers.get('Vary')).toBe('Accept-Encoding')
    expect(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(SCRIPT)

    for (const refused of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const plain = await get(ASSET, refused)
      expect(plain.headers.get('Content-Encoding')).toBeNull()
      expect(plain.headers.get('Vary')).toBe('Accept-Encoding')
      expect(await plain.text()).toBe(SCRIPT)
    }
  })

  it('sends the page shell and the service worker compressed but always revalidated', async () => {
    for (const url of ['/seen_list', '/index.html', '/sw.js']) {
      const res = await get(url, 'br, gzip')
      expect(res.headers.get('Content-Encoding')).toBe('br')
      expect(res.headers.get('Cache-Control')).toBe('no-cache')
      const again = await t.app.request(url, {
        headers: { 'Accept-Encoding': 'br, gzip', 'If-None-Match': res.headers.get('ETag') ?? '' },
      })
      expect(again.status).toBe(304)
    }
  })

  it('sends a file replaced after the build as it is now, not its older compressed copy', async () => {
    const file = path.join(clientDir, 'theme-init.js')
    await writeFile(file, 'old();'.repeat(400))
    await precompressDir(clientDir)
    const later = new Date(Date.now() + 60_000)
    await writeFile(file, 'new();'.repeat(400))
    await utimes(file, later, later)
    const res = await get('/theme-init.js', 'br, gzip')
    expect(res.headers.get('Content-Encoding')).toBeNull()
    expect(await res.text()).toBe('new();'.repeat(400))
  })

  it('sends images as they are: their format is compressed already', async () => {
    const res = await get('/icon.png', 'br, gzip')
    expect(res.headers.get('Content-Encoding')).toBeNull()
    expect(res.headers.get('Vary')).toBeNull()
  })
})

describe('JSON answers', () => {
  const byName = (acceptEncoding?: string) =>
    api(t.app).get('/api/location/byname/san', {
      headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {},
    })

  it('are compressed above 1 KiB, and read the same once decompressed', async () => {
    const plain = await byName()
    expect(plain.headers.get('Content-Encoding')).toBeNull()
    const text = await plain.text()
    expect(text.length).toBeGreaterThan(1024)

    const br = await byName('gzip, br')
    expect(br.headers.get('Content-Encoding')).toBe('br')
    expect(br.headers.get('Vary')).toContain('Accept-Encoding')
    const decoded = zlib.brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()
    expect(v.parse(geoLocationsResponse, JSON.parse(decoded))).toEqual(JSON.parse(text))

    const gz = await byName('gzip')
    expect(gz.headers.get('Content-Encoding')).toBe('gzip')
    expect(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(text)
  })

  it('are left as they are when small', async () => {
    const res = await api(t.app).get('/api/location/byname/sa', {
      headers: { 'Accept-Encoding': 'br, gzip' },
    })
    expect(res.headers.get('Content-Encoding')).toBeNull()
    expect(v.parse(geoLocationsResponse, await res.json()).geoLocations).toEqual([])
  })
})
