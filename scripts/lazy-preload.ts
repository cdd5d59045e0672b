// Which dynamic imports name their chunks ahead as preload links. Vite's helper adds, in the
// task that calls `import()`, one `<link rel="modulepreload">` per chunk the import needs: each
// costs a phone about 2 ms, and a dialog's code (Base UI's parts with it) is 20–50 chunks, so its
// preload after the page's load held the main thread for 40–110 ms. Only the imports a person
// waits for keep their links: the app the entry starts and a page's route component (a
// navigation). A dialog's or a lazy part's code, fetched in idle time after the page has loaded
// (src/components/lazy-dialog.tsx), or from the pointer or focus arriving on what opens it, is
// found by the browser from its imports: a few more round trips, on a path nobody waits on.
import type { Plugin, Rolldown } from 'vite'

/** A route file's code-split component (TanStack Router's autoCodeSplitting). */
export const ROUTE_COMPONENT = /[\\/]src[\\/]routes[\\/]([^\\/]+)\.tsx\?tsr-split=component$/

export interface LazyPreload {
  plugin: Plugin
  /** For `build.modulePreload.resolveDependencies`. */
  resolveDependencies: (file: string, deps: string[], context: { hostType: string }) => string[]
}

/** `eager` matches the modules whose dynamic imports keep their links (the app, route components). */
export function lazyPreload(eager: RegExp[]): LazyPreload {
  /** The chunks of those modules, found once the bundle's file names are final. */
  const eagerFiles = new Set<string>()
  let known = false
  return {
    plugin: {
      name: 'seen:lazy-preload',
      apply: 'build',
      // Runs before Vite's own generateBundle, which asks resolveDependencies.
      generateBundle(_options, bundle: Rolldown.OutputBundle) {
        eagerFiles.clear()
        for (const chunk of Object.values(bundle)) {
          const module = chunk.type === 'chunk' ? chunk.facadeModuleId : null
          if (module && eager.some((pattern) => pattern.test(module)))
            eagerFiles.add(chunk.fileName)
        }
        known = true
      },
    },
    resolveDependencies(file, deps, { hostType }) {
      // The page's own script tags (the entry's imports) and, when the chunks are not known yet
      // (a bundler that asks earlier), every import keep their links, as Vite would have them.
      if (hostType === 'html' || !known || eagerFiles.has(file)) return deps
      // A stylesheet is not found from imports: it stays named.
      return deps.filter((dep) => dep.endsWith('.css'))
    },
  }
}
