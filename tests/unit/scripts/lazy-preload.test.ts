import type { Rolldown } from 'vite'
import { describe, expect, it } from 'vitest'
import { lazyPreload } from '../../../scripts/lazy-preload'

const APP = /[\\/]src[\\/]main\.tsx$/
const ROUTE = /[\\/]src[\\/]routes[\\/][^\\/]+\.tsx\?tsr-split=component$/

/** The parts of an output chunk the plugin reads. */
const chunk = (fileName: string, facadeModuleId: string | null) =>
  ({ type: 'chunk', fileName, facadeModuleId }) as unknown as Rolldown.OutputChunk

const bundle: Rolldown.OutputBundle = Object.fromEntries(
  [
    chunk('assets/main.js', '/app/src/main.tsx'),
    chunk('assets/seen.js', '/app/src/routes/seen.tsx?tsr-split=component'),
    chunk('assets/share-dialog.js', '/app/src/features/seens/share-dialog.tsx'),
    chunk('assets/dialog-parts.js', null),
  ].map((c) => [c.fileName, c]),
)

/** The plugin after the bundle's file names are final (its generateBundle ran). */
function afterBundle() {
  const links = lazyPreload([APP, ROUTE])
  const hook = links.plugin.generateBundle as (options: unknown, bundle: unknown) => void
  hook.call({}, {}, bundle)
  return links
}

const deps = ['assets/dialog-parts.js', 'assets/framework.js', 'assets/dialog.css']

describe('which dynamic imports name their chunks as preload links', () => {
  it("keeps every link of the app's and a route component's import: a person waits on those", () => {
    const { resolveDependencies } = afterBundle()
    expect(resolveDependencies('assets/main.js', deps, { hostType: 'js' })).toEqual(deps)
    expect(resolveDependencies('assets/seen.js', deps, { hostType: 'js' })).toEqual(deps)
  })

  it("names only the stylesheets of a dialog's import: the browser finds its chunks from its imports", () => {
    const { resolveDependencies } = afterBundle()
    expect(resolveDependencies('assets/share-dialog.js', deps, { hostType: 'js' })).toEqual([
      'assets/dialog.css',
    ])
  })

  it("keeps the links of the page's own script tags", () => {
    const { resolveDependencies } = afterBundle()
    expect(resolveDependencies('assets/index.js', deps, { hostType: 'html' })).toEqual(deps)
  })

  it('keeps every link while the chunks are not known yet', () => {
    const { resolveDependencies } = lazyPreload([APP, ROUTE])
    expect(resolveDependencies('assets/share-dialog.js', deps, { hostType: 'js' })).toEqual(deps)
  })
})
