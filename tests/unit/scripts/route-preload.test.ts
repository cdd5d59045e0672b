import type { Rolldown } from 'vite'
import { describe, expect, it } from 'vitest'
import {
  appChunks,
  firstSegment,
  pageChunks,
  routeChunks,
  routePage,
} from '../../../scripts/route-preload'

type Chunk = Rolldown.OutputChunk

/** The parts of an output chunk routeChunks reads. */
const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null) =>
  ({ type: 'chunk', fileName, imports, facadeModuleId }) as unknown as Chunk

function bundleOf(...chunks: Chunk[]): Rolldown.OutputBundle {
  return Object.fromEntries(chunks.map((c) => [c.fileName, c]))
}

const route = (file: string) => `/app/src/routes/${file}.tsx?tsr-split=component`

const APP = /[\\/]src[\\/]main\.tsx$/

describe('the route chunks index.html names', () => {
  const entry = chunk('assets/index.js', ['assets/helper.js'])
  const bundle = bundleOf(
    entry,
    chunk('assets/helper.js', []),
    chunk('assets/main.js', ['assets/framework.js', 'assets/shell.js'], '/app/src/main.tsx'),
    chunk('assets/framework.js', []),
    chunk('assets/shell.js', ['assets/framework.js']),
    chunk('assets/seen.js', ['assets/shell.js', 'assets/dialog.js'], route('seen')),
    chunk('assets/dialog.js', ['assets/icons.js']),
    chunk('assets/icons.js', []),
    chunk('assets/list.js', ['assets/icons.js'], route('seen_list')),
    chunk('assets/welcome.js', [], route('index')),
    chunk('assets/invite.js', [], route('invitation.$token')),
    chunk('assets/offline.js', ['assets/idb.js'], '/app/src/app/offline-start.ts'),
    chunk('assets/idb.js', []),
    chunk('assets/root.js', ['assets/dialog.js'], route('__root')),
  )
  const app = appChunks(bundle, entry, APP)
  const chunks = routeChunks(bundle, entry, app)
  const { files, routes } = chunks
  const of = (segment: string) => (routes[segment] ?? []).map((at) => files[at])

  it("preloads the app the entry imports after the first frame, with the app's imports", () => {
    expect(app.sort()).toEqual(['assets/framework.js', 'assets/main.js', 'assets/shell.js'])
  })

  it('leaves out of the app what the entry already imports', () => {
    const sharing = bundleOf(
      entry,
      chunk('assets/helper.js', []),
      chunk('assets/main.js', ['assets/helper.js'], '/app/src/main.tsx'),
    )
    expect(appChunks(sharing, entry, APP)).toEqual(['assets/main.js'])
  })

  it('gives a route its own chunk and every chunk it imports, at any depth', () => {
    expect(of('seen')).toEqual(
      expect.arrayContaining(['assets/seen.js', 'assets/dialog.js', 'assets/icons.js']),
    )
  })

  it("lists the app's chunks apart, to be preloaded first on every page", () => {
    expect(chunks.app.map((at) => files[at]).sort()).toEqual([
      'assets/framework.js',
      'assets/main.js',
      'assets/shell.js',
    ])
  })

  it("leaves out of a route's list what the entry loads and what the app's list has", () => {
    const loaded = ['assets/index.js', 'assets/helper.js', 'assets/main.js', 'assets/framework.js']
    for (const segment of Object.keys(routes)) {
      for (const file of [...loaded, 'assets/shell.js']) expect(of(segment)).not.toContain(file)
    }
    expect(files).not.toContain('assets/index.js')
    expect(files).not.toContain('assets/helper.js')
  })

  it('leaves the offline start to the app, which asks for it after the first frame', () => {
    for (const segment of ['seen', 'seen_list', '', 'invitation']) {
      expect(of(segment)).not.toContain('assets/offline.js')
      expect(of(segment)).not.toContain('assets/idb.js')
    }
  })

  it('still preloads a chunk the offline start shares with the route', () => {
    const sharing = bundleOf(
      ...Object.values(bundle).filter((c): c is Chunk => c.type === 'chunk'),
      chunk('assets/list.js', ['assets/icons.js', 'assets/idb.js'], route('seen_list')),
    )
    const shared = routeChunks(sharing, entry, app)
    const list = (shared.routes.seen_list ?? []).map((at) => shared.files[at])
    expect(list).toContain('assets/idb.js')
    expect(list).not.toContain('assets/offline.js')
  })

  it('keys routes by their first path segment and skips the root route', () => {
    expect(Object.keys(routes).sort()).toEqual(['', 'invitation', 'seen', 'seen_list'])
    expect(of('')).toContain('assets/welcome.js')
    expect(of('invitation')).toContain('assets/invite.js')
  })

  it('names each file once, however many routes share it', () => {
    expect(new Set(files).size).toBe(files.length)
  })
})

describe('firstSegment', () => {
  it.each([
    ['index', ''],
    ['seen_list', 'seen_list'],
    ['invitation.$token', 'invitation'],
  ])('%s → "%s"', (file, segment) => {
    expect(firstSegment(file)).toBe(segment)
  })
})

describe('routePage', () => {
  const chunks = {
    files: ['assets/main.js', 'assets/seen.js', 'assets/dialog.js', 'assets/list.js'],
    app: [0],
    routes: { seen: [1, 2], seen_list: [3], '': [] },
  }
  const index = [
    '<head>',
    '<script type="application/json" id="route-chunks">{"files":[]}</script>',
    '</head>',
  ].join('\n')
  const dataOf = (page: string | null) =>
    JSON.parse(/id="route-chunks">([^<]*)</.exec(page ?? '')?.[1] ?? 'null')

  it("names the app's chunks and that route's alone in the page's data block", () => {
    const page = routePage(index, chunks, 'seen')
    expect(dataOf(page)).toEqual({
      files: ['assets/main.js', 'assets/seen.js', 'assets/dialog.js'],
      app: [0],
      routes: { seen: [1, 2] },
    })
    expect(pageChunks(chunks, 'seen_list')).toEqual({
      files: ['assets/main.js', 'assets/list.js'],
      app: [0],
      routes: { seen_list: [1] },
    })
  })

  it('writes no link of its own: the entry adds them once the first frame is drawn', () => {
    const page = routePage(index, chunks, 'seen') ?? ''
    expect(page).not.toContain('modulepreload')
  })

  it("gives a route with no chunks of its own the app's", () => {
    expect(dataOf(routePage(index, chunks, ''))).toEqual({
      files: ['assets/main.js'],
      app: [0],
      routes: { '': [] },
    })
  })

  it('writes no page when index.html has no data block (nothing to replace)', () => {
    expect(routePage('<head></head>', chunks, 'seen')).toBeNull()
  })
})
