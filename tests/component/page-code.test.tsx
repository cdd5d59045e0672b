import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LINKS_PER_TASK, preloadPageCode } from '~/app/page-code'

// src/app/page-code.ts: the entry calls it once the first frame is drawn; it names the app's
// and the page's chunks (scripts/route-preload.ts writes the list) as modulepreload links.
const seenFiles = Array.from({ length: 2 * LINKS_PER_TASK + 3 }, (_, at) => `assets/seen-${at}.js`)
const DATA = {
  files: ['assets/main.js', 'assets/framework.js', 'assets/list.js', ...seenFiles],
  app: [0, 1],
  routes: { seen_list: [2], seen: seenFiles.map((_, at) => at + 3) },
}

function writeDataBlock(content: string) {
  const block = document.createElement('script')
  block.type = 'application/json'
  block.id = 'route-chunks'
  block.textContent = content
  document.head.append(block)
}

/** The links' paths, in document order. */
const links = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
    (link) => new URL(link.href).pathname,
  )

beforeEach(() => {
  document.head.innerHTML = ''
  vi.useFakeTimers({ toFake: ['setTimeout'] })
})

afterEach(() => {
  vi.useRealTimers()
  window.history.replaceState(null, '', '/')
})

describe("the page's code links (src/app/page-code.ts)", () => {
  it("links the app's chunks at once, then the page's in tasks of a few links each", () => {
    window.history.replaceState(null, '', '/seen?shortname=abc')
    writeDataBlock(JSON.stringify(DATA))
    preloadPageCode()
    expect(links()).toEqual(['/assets/main.js', '/assets/framework.js'])

    const perTask: number[] = []
    let before = links().length
    while (vi.getTimerCount() > 0) {
      vi.advanceTimersToNextTimer()
      perTask.push(links().length - before)
      before = links().length
    }
    expect(perTask).toEqual([LINKS_PER_TASK, LINKS_PER_TASK, 3])
    expect(links()).toEqual([
      '/assets/main.js',
      '/assets/framework.js',
      ...seenFiles.map((file) => `/${file}`),
    ])
    for (const link of document.head.querySelectorAll('link')) {
      expect(link.getAttribute('crossorigin')).toBe('')
    }
  })

  it('links only the chunks of the page the URL names', () => {
    window.history.replaceState(null, '', '/seen_list')
    writeDataBlock(JSON.stringify(DATA))
    preloadPageCode()
    vi.runAllTimers()
    expect(links()).toEqual(['/assets/main.js', '/assets/framework.js', '/assets/list.js'])
  })

  it('does not link a file again that a link names already, however its address is written', () => {
    window.history.replaceState(null, '', '/seen_list')
    const existing = document.createElement('link')
    existing.rel = 'modulepreload'
    // Vite's helper writes absolute addresses.
    existing.href = `${location.origin}/assets/main.js`
    document.head.append(existing)
    writeDataBlock(JSON.stringify(DATA))
    preloadPageCode()
    vi.runAllTimers()
    expect(links()).toEqual(['/assets/main.js', '/assets/framework.js', '/assets/list.js'])
  })

  it('links nothing, and throws nothing, without a readable list', () => {
    preloadPageCode()
    writeDataBlock('{"files":')
    expect(() => preloadPageCode()).not.toThrow()
    document.head.innerHTML = ''
    writeDataBlock('{"files":["assets/main.js"]}')
    preloadPageCode()
    vi.runAllTimers()
    expect(links()).toEqual([])
  })
})
