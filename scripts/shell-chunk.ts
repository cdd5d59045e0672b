// Puts every module the entry imports statically (what runs before the first page) into one
// chunk beside the framework one. Left alone, the bundler splits the shell into dozens of small
// chunks shared with lazy routes; over HTTP/1.1's six connections each costs a round trip.
import path from 'node:path'
import type { Plugin } from 'vite'

export interface ShellChunk {
  plugin: Plugin
  /** For `codeSplitting.groups[].test`: whether a module belongs to the shell. */
  test: (id: string) => boolean
  /**
   * Whether a module is the first page's route component or what it needs beyond the shell:
   * one chunk for the page most starts land on, rather than a dozen small shared ones.
   */
  firstPage: (id: string) => boolean
  /**
   * Whether a module is needed by the first page beyond the shell and also by something that
   * starts apart from it (another route, a lazy part, the offline start): one chunk of its own,
   * so that a Seen's page loads the avatars it shares with the list without the list's code.
   */
  firstPageShared: (id: string) => boolean
  /**
   * Whether a module is needed by the shared Seen's page (`sharedPageRoute`) beyond the shell
   * and by nothing that starts apart from it (another route, a lazy part of the frame, the
   * offline start): one chunk for the page a shared link or a QR code opens, instead of the
   * small chunks its dialogs split it into, and no other page loads this one's code.
   */
  sharedPage: (id: string) => boolean
}

/**
 * A package index that re-exports at least this many modules is a barrel (lucide-react's
 * re-exports ~1,600 icons); the packages we bundle declare such indexes free of side effects.
 */
const BARREL_MIN_EXPORTS = 50
/**
 * Our own platform barrels (`src/lib/offline/index.ts`) re-export modules that declare only
 * (see `moduleSideEffects` in vite.config.ts): a page needs the ones it names, not the others.
 */
const OWN_BARREL = /[\\/]src[\\/]lib[\\/][^\\/]+[\\/]index\.ts$/
const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g
const RE_EXPORT = /export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g

/** `a, b as c, default as D` → the names a module sees: a, c, D. */
function localNames(list: string): string[] {
  return list
    .split(',')
    .map(
      (part) =>
        part
          .trim()
          .split(/\s+as\s+/)
          .pop() ?? '',
    )
    .filter((name) => name !== '')
}

/** `a, b as c` → the names imported from the other module: a, b. */
function importedNames(list: string): string[] {
  return list
    .split(',')
    .map((part) => part.trim().split(/\s+as\s+/)[0] ?? '')
    .filter((name) => name !== '')
}

/**
 * A barrel (an icon library's index) statically imports every module it
 * re-exports, but a shell module needs only the ones it names. Maps each re-exported name to
 * its module, so the walk follows only those.
 */
function barrelExports(barrel: string, code: string): Map<string, string> {
  const byName = new Map<string, string>()
  for (const [, list = '', from = ''] of code.matchAll(RE_EXPORT)) {
    if (!from.startsWith('.')) continue
    const target = path.resolve(path.dirname(barrel), from)
    for (const name of localNames(list)) byName.set(name, target)
  }
  return byName
}

/**
 * `app`: the module the entry (src/boot.ts) imports once the boot screen is drawn (src/main.tsx),
 * whose static imports are what runs before the first page. `firstPageRoute`: that page's route component.
 */
export function shellChunk(
  app: RegExp,
  firstPageRoute: RegExp,
  sharedPageRoute: RegExp,
  anyRoute: RegExp,
): ShellChunk {
  const shell = new Set<string>()
  const firstPage = new Set<string>()
  const firstPageShared = new Set<string>()
  const sharedPage = new Set<string>()
  const plugin: Plugin = {
    name: 'seen:shell-chunk',
    apply: 'build',
    buildEnd() {
      shell.clear()
      const barrels = new Map<string, Map<string, string>>()
      const barrelOf = (id: string) => {
        const own = OWN_BARREL.test(id)
        if (!own && !id.includes('/node_modules/')) return undefined
        const info = this.getModuleInfo(id)
        if (!info?.code) return undefined
        if (!barrels.has(id)) barrels.set(id, barrelExports(id, info.code))
        const exports = barrels.get(id)
        return exports && (own || exports.size >= BARREL_MIN_EXPORTS) ? exports : undefined
      }
      /** What `id` needs: its static imports, narrowed to the named ones for barrels. */
      const needs = (id: string): string[] => {
        const info = this.getModuleInfo(id)
        const names = [...(info?.code ?? '').matchAll(NAMED_IMPORT)].flatMap(([, list = '']) =>
          importedNames(list),
        )
        return (info?.importedIds ?? []).flatMap((dep) => {
          const exports = barrelOf(dep)
          if (!exports) return [dep]
          const picked = names.flatMap((name) => exports.get(name) ?? [])
          return [dep, ...picked.map((file) => this.getModuleInfo(file)?.id ?? file)]
        })
      }
      /** Adds to `into` every module `starts` need, not following what `skip` already holds. */
      const walk = (starts: string[], into: Set<string>, skip: Set<string>) => {
        const queue = [...starts]
        while (queue.length > 0) {
          const id = queue.pop()
          if (id === undefined || into.has(id) || skip.has(id)) continue
          into.add(id)
          if (barrelOf(id)) continue
          queue.push(...needs(id))
        }
      }
      const ids = [...this.getModuleIds()]
      // Not the entry's own imports (its stylesheet): what the shell chunk holds runs only once
      // the entry imports the app. The app's module stays a chunk of its own, for that import.
      const apps = ids.filter((id) => app.test(id))
      walk(apps, shell, new Set())
      for (const id of apps) shell.delete(id)
      /**
       * What the page of `route` needs beyond the shell, and of that what something starting
       * apart from it needs too: every other route, and a lazy part of the frame or the offline
       * start. The page's own dialogs, which only its modules import, do not start apart.
       */
      const pageModules = (route: RegExp) => {
        const page = new Set<string>()
        walk(
          ids.filter((id) => route.test(id)),
          page,
          shell,
        )
        const startsApart = ids.filter((id) => {
          if (route.test(id)) return false
          if (anyRoute.test(id)) return true
          const importers = this.getModuleInfo(id)?.dynamicImporters ?? []
          return importers.length > 0 && importers.some((importer) => !page.has(importer))
        })
        const others = new Set<string>()
        walk(startsApart, others, shell)
        return { page, others }
      }
      const list = pageModules(firstPageRoute)
      firstPage.clear()
      firstPageShared.clear()
      for (const id of list.page) (list.others.has(id) ? firstPageShared : firstPage).add(id)
      // The Seen's page's shared modules are left to the bundler's own small chunks.
      const seen = pageModules(sharedPageRoute)
      sharedPage.clear()
      for (const id of seen.page) if (!seen.others.has(id)) sharedPage.add(id)
    },
  }
  return {
    plugin,
    test: (id) => shell.has(id),
    firstPage: (id) => firstPage.has(id),
    firstPageShared: (id) => firstPageShared.has(id),
    sharedPage: (id) => sharedPage.has(id),
  }
}
