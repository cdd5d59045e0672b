import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseConfig } from '~/server/config'
import {
  createLocalDiskStorage,
  createMediaStorage,
  isValidMediaKey,
  keyFromMediaPath,
  type MediaStorage,
} from '~/server/storage'

const HOSTILE_KEYS = [
  '',
  '../secret.webp',
  'seens/../../secret.webp',
  '/etc/passwd.webp',
  'seens//x.webp',
  'seens/./x.webp',
  'seens\\..\\x.webp',
  '.hidden.webp',
  'seens/ab/x.webp\u0000.png',
  'seens/ab/x.exe',
  'seens/ab/noextension',
  'seens/ab/%2e%2e.webp',
  'a/b/c/d/e/f/g.webp',
  `${'a'.repeat(200)}.webp`,
]

describe('media keys', () => {
  it('accepts the keys processUpload writes', () => {
    expect(isValidMediaKey('seens/Ab/Ab_-0123456789abcdefghij.jpg')).toBe(true)
    expect(isValidMediaKey('avatars/-x/-xyz-reduced.webp')).toBe(true)
  })

  it.each(HOSTILE_KEYS)('refuses %j', (key) => {
    expect(isValidMediaKey(key)).toBe(false)
  })

  it('maps public paths back to keys, and nothing else', () => {
    expect(keyFromMediaPath('/media/seens/ab/abc.webp')).toBe('seens/ab/abc.webp')
    expect(keyFromMediaPath('/media/../x.webp')).toBeNull()
    expect(keyFromMediaPath('https://cdn.example/seens/ab/abc.webp')).toBeNull()
    expect(keyFromMediaPath(null)).toBeNull()
  })
})

describe('local disk storage', () => {
  let root: string
  let storage: MediaStorage
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'seen-media-'))
    storage = createLocalDiskStorage(path.join(root, 'media'))
  })
  afterAll(() => rm(root, { recursive: true, force: true }))

  it('puts, gets and deletes; a missing key is null, deleting it twice is fine', async () => {
    const data = Buffer.from('RIFF....WEBP')
    await storage.put('seens/ab/abc.webp', data, 'image/webp')
    expect(await storage.get('seens/ab/abc.webp')).toEqual({ data, contentType: 'image/webp' })
    expect(await readdir(path.join(root, 'media', 'seens', 'ab'))).toEqual(['abc.webp'])
    await storage.delete('seens/ab/abc.webp')
    await storage.delete('seens/ab/abc.webp')
    expect(await storage.get('seens/ab/abc.webp')).toBeNull()
  })

  it('refuses a content type that does not match the extension', async () => {
    await expect(storage.put('seens/ab/x.webp', Buffer.from('x'), 'text/html')).rejects.toThrow()
  })

  it('cannot be steered outside its root', async () => {
    await writeFile(path.join(root, 'secret.webp'), 'secret')
    for (const key of HOSTILE_KEYS) {
      expect(await storage.get(key)).toBeNull()
      await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow()
      await expect(storage.delete(key)).rejects.toThrow()
    }
    expect(await readdir(root)).toEqual(['media', 'secret.webp'])
  })
})

describe('createMediaStorage', () => {
  it('uses DATA_DIR/media when no S3_* is set', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'seen-data-'))
    const storage = createMediaStorage(parseConfig({ DATA_DIR: dataDir }))
    await storage.put('avatars/ab/x.png', Buffer.from('png'), 'image/png')
    expect(await readdir(path.join(dataDir, 'media', 'avatars', 'ab'))).toEqual(['x.png'])
    await rm(dataDir, { recursive: true, force: true })
  })
})
