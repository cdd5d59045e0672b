import { describe, expect, it } from 'vitest'
import { shellChunk } from '../../../scripts/shell-chunk'

const APP = /\/src\/main\.tsx$/
const route = (name: string) => `/app/src/routes/${name}.tsx?tsr-split=component`
const ROUTE = /\/src\/routes\/[^/]+\.tsx\?tsr-split=component$/

/** Module id → its static imports and the modules that import it dynamically. */
const graph: Record<string, { imports: string[]; dynamicImporters?: string[] }> = {
  '/app/src/main.tsx': { imports: ['/app/src/shell.ts'] },
  '/app/src/shell.ts': { imports: [] },
  '/app/src/offline-start.ts': {
    imports: ['/app/src/outbox.ts'],
    dynamicImporters: ['/app/src/main.tsx'],
  },
  '/app/src/outbox.ts': { imports: [] },
  [route('seen_list')]: {
    imports: ['/app/src/card.tsx', '/app/src/shell.ts'],
    dynamicImporters: ['/app/src/shell.ts'],
  },
  '/app/src/card.tsx': { imports: [] },
  [route('seen')]: {
    imports: [
      '/app/src/detail.tsx',
      '/app/src/card.tsx',
      '/app/src/outbox.ts',
      '/app/src/shell.ts',
    ],
    dynamicImporters: ['/app/src/shell.ts'],
  },
  '/app/src/detail.tsx': { imports: ['/app/src/detail-text.ts'] },
  '/app/src/detail-text.ts': { imports: [] },
  // A dialog only the Seen's page opens, and one the share page opens too.
  '/app/src/seen-dialog.tsx': {
    imports: ['/app/src/detail-text.ts'],
    dynamicImporters: ['/app/src/detail.tsx'],
  },
  [route('share')]: {
    imports: ['/app/src/share-form.tsx'],
    dynamicImporters: ['/app/src/shell.ts'],
  },
  '/app/src/share-form.tsx': { imports: [] },
  '/app/src/photo-form.tsx': {
    imports: ['/app/src/share-form.tsx'],
    dynamicImporters: ['/app/src/detail.tsx', '/app/src/share-form.tsx'],
  },
}

function groups() {
  const chunk = shellChunk(
    APP,
    /\/src\/routes\/seen_list\.tsx\?tsr-split=component$/,
    /\/src\/routes\/seen\.tsx\?tsr-split=component$/,
    ROUTE,
  )
  const context = {
    getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
    getModuleInfo: (id: string) => {
      const node = graph[id]
      return node
        ? { id, code: '', importedIds: node.imports, dynamicImporters: node.dynamicImporters ?? [] }
        : null
    },
  }
  const buildEnd = chunk.plugin.buildEnd as unknown as (this: typeof context) => void
  buildEnd.call(context)
  return chunk
}

describe('the chunks of the pages most visits open', () => {
  const chunk = groups()
  const of = (test: (id: string) => boolean) => Object.keys(graph).filter(test).sort()

  it('puts what only the Seen page needs into its chunk, with its route component', () => {
    expect(of(chunk.sharedPage)).toEqual(
      ['/app/src/detail-text.ts', '/app/src/detail.tsx', route('seen')].sort(),
    )
  })

  it('leaves out what the shell, the list, the offline start or another route needs too', () => {
    for (const id of [
      '/app/src/shell.ts',
      '/app/src/card.tsx',
      '/app/src/outbox.ts',
      '/app/src/share-form.tsx',
    ]) {
      expect(chunk.sharedPage(id)).toBe(false)
    }
    expect(of(chunk.test)).toEqual(['/app/src/shell.ts'])
  })

  it("puts the list's own code into its chunk, and what it shares with other pages into one beside it", () => {
    // The card is the list's and the Seen page's: that page loads it without the list's code.
    expect(of(chunk.firstPage)).toEqual([route('seen_list')])
    expect(of(chunk.firstPageShared)).toEqual(['/app/src/card.tsx'])
    // Never both, and never what the shell already holds.
    for (const id of Object.keys(graph)) {
      expect(chunk.firstPage(id) && chunk.firstPageShared(id)).toBe(false)
      if (chunk.test(id)) expect(chunk.firstPage(id) || chunk.firstPageShared(id)).toBe(false)
    }
  })
})
