import { describe, expect, it } from 'vitest'
import { createReadCache } from '~/server/http/read-cache'

const at = (ms: number) => new Date(ms)

describe('read cache', () => {
  it('returns a body until its lifetime has passed', () => {
    const cache = createReadCache(1000)
    cache.set('a', 'body', at(0))
    expect(cache.get('a', at(999))).toBe('body')
    expect(cache.get('a', at(1000))).toBeUndefined()
  })

  it('drops the oldest entry when full', () => {
    const cache = createReadCache(1000, 2)
    cache.set('a', '1', at(0))
    cache.set('b', '2', at(0))
    cache.set('c', '3', at(0))
    expect([cache.get('a', at(1)), cache.get('b', at(1)), cache.get('c', at(1))]).toEqual([
      undefined,
      '2',
      '3',
    ])
  })

  it('forgets everything on clear, and stores nothing with a lifetime of 0', () => {
    const cache = createReadCache(1000)
    cache.set('a', '1', at(0))
    cache.clear()
    expect(cache.get('a', at(1))).toBeUndefined()
    const off = createReadCache(0)
    off.set('a', '1', at(0))
    expect(off.get('a', at(0))).toBeUndefined()
  })

  it('lets concurrent misses of one key share a single load, then serves it stored', async () => {
    const cache = createReadCache(1000)
    let loads = 0
    const loader = async () => `body ${++loads}`
    const answers = await Promise.all([1, 2, 3].map(() => cache.load('a', at(0), loader)))
    expect(answers).toEqual(['body 1', 'body 1', 'body 1'])
    expect(await cache.load('a', at(500), loader)).toBe('body 1')
    expect(await cache.load('a', at(1000), loader)).toBe('body 2')
  })

  it('neither stores nor shares a load that a write overtook', async () => {
    const cache = createReadCache(1000)
    let release: (value: string) => void = () => undefined
    const before = cache.load('a', at(0), () => new Promise((resolve) => (release = resolve)))
    cache.clear()
    const after = cache.load('a', at(0), async () => 'after the write')
    release('before the write')
    expect(await before).toBe('before the write')
    expect(await after).toBe('after the write')
    expect(cache.get('a', at(1))).toBe('after the write')
  })

  it('keeps no failed load, so the next request tries again', async () => {
    const cache = createReadCache(1000)
    await expect(cache.load('a', at(0), () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    )
    expect(await cache.load('a', at(0), async () => 'up')).toBe('up')
  })
})
