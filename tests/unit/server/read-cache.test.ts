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
})
