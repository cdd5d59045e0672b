// Lets a first visit fetch the page's own code together with the framework. Without it a route's
// chunks are found only once the framework has run and the router has matched the URL (on a
// phone about a second later), then their imports one level at a time. index.html gets the list
// of every route's chunks as JSON (a data block: the CSP forbids inline scripts, not data) and
// /route-preload.js, which adds `<link rel="modulepreload">` for the route the URL names: that
// copy is the service worker's offline shell. The server sends a first visit `pages/<route>.html`
// instead, the same page with the route's links written in.
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite'
import { withWelcome } from './welcome-page'

type OutputBundle = Rolldown.OutputBundle
type OutputChunk = Rolldown.OutputChunk

/** A route file's code-split component (TanStack Router's autoCodeSplitting). */
export const ROUTE_COMPONENT = /[\\/]src[\\/]routes[\\/]([^\\/]+)\.tsx\?tsr-split=component$/

export interface RouteChunks {
  /** Chunk file names, each once. */
  files: string[]
  /** The first path segment ('' for `/`) → indexes into `files`. */
  routes: Record<string, number[]>
}

/** `seen_list` → 'seen_list', `index` → '', `invitation.$token` → 'invitation'. */
export function firstSegment(routeFile: string): string {
  if (routeFile === 'index') return ''
  return routeFile.split('.')[0] ?? routeFile
}

/** A chunk and every chunk it imports statically, minus what the HTML already loads. */
function closure(bundle: OutputBundle, start: string, loaded: Set<string>): string[] {
  const seen = new Set<string>()
  const walk = (file: string) => {
    if (seen.has(file) || loaded.has(file)) return
    seen.add(file)
    const chunk = bundle[file]
    if (chunk?.type === 'chunk') for (const next of chunk.imports) walk(next)
  }
  walk(start)
  return [...seen]
}

/** The entry's chunk and its static imports: what the HTML loads by itself. */
const entryFiles = (bundle: OutputBundle, entry: OutputChunk) =>
  new Set([entry.fileName, ...closure(bundle, entry.fileName, new Set())])

const chunksOf = (bundle: OutputBundle) =>
  Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk')

/**
 * The app's chunk (`app` matches its module, which the entry imports once the boot screen is
 * drawn) and every chunk it imports statically, minus the entry's own: what every page runs
 * first, so index.html preloads it.
 */
export function appChunks(bundle: OutputBundle, entry: OutputChunk, app: RegExp): string[] {
  const loaded = entryFiles(bundle, entry)
  const chunk = chunksOf(bundle).find((c) => c.facadeModuleId && app.test(c.facadeModuleId))
  return chunk ? closure(bundle, chunk.fileName, loaded) : []
}

/** Every route's chunks beyond the entry's and the app's (`appFiles`, from appChunks). */
export function routeChunks(
  bundle: OutputBundle,
  entry: OutputChunk,
  appFiles: string[],
): RouteChunks {
  const loaded = entryFiles(bundle, entry)
  for (const file of appFiles) loaded.add(file)
  const chunks = chunksOf(bundle)
  const files: string[] = []
  const index = (file: string) => {
    const at = files.indexOf(file)
    return at >= 0 ? at : files.push(file) - 1
  }
  const routes: Record<string, number[]> = {}
  for (const chunk of chunks) {
    const match = chunk.facadeModuleId?.match(ROUTE_COMPONENT)
    const routeFile = match?.[1]
    if (!routeFile || routeFile.startsWith('__')) continue
    // Not the offline start's chunks (src/app/offline-start.ts): the app asks for them once
    // it runs, after the first frame. Named here, its ~20 small chunks shared the six
    // connections with what the first paint needs, and a phone paid a round trip per batch.
    routes[firstSegment(routeFile)] = closure(bundle, chunk.fileName, loaded).map(index)
  }
  return { files, routes }
}

/** The tag index.html loads /route-preload.js with; a route page has links instead. */
const PRELOAD_SCRIPT = '<script src="/route-preload.js"></script>'
const DATA_BLOCK = /<script type="application\/json" id="route-chunks">[\s\S]*?<\/script>\s*/

/** Where the server finds the page of a first path segment ('' is `/`). */
export const routePageFile = (segment: string) => `pages/${segment || 'index'}.html`

/**
 * index.html as the server sends it for one route: its chunks as `<link rel="modulepreload">`
 * in place of the script that would add them, so the browser's preload scanner finds them at
 * once and no script runs to do it (on a phone that script's insertions took 100–480 ms).
 */
export function routePage(indexHtml: string, { files, routes }: RouteChunks, segment: string) {
  const links = (routes[segment] ?? [])
    .map((at) => `<link rel="modulepreload" crossorigin href="/${files[at]}">`)
    .join('\n    ')
  if (!indexHtml.includes(PRELOAD_SCRIPT)) return null
  return indexHtml.replace(DATA_BLOCK, '').replace(PRELOAD_SCRIPT, () => links)
}

/** `app` matches the module the entry imports once the boot screen is drawn (src/main.tsx). */
export function routePreload(app: RegExp): Plugin {
  let chunks: RouteChunks | null = null
  let outDir = ''
  return {
    name: 'seen:route-preload',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    // Written before the precompress step (closeBundle), which gives each page its copies.
    async writeBundle() {
      if (!chunks) return
      const indexHtml = await readFile(path.join(outDir, 'index.html'), 'utf8')
      await mkdir(path.join(outDir, 'pages'), { recursive: true })
      for (const segment of Object.keys(chunks.routes)) {
        const page = routePage(indexHtml, chunks, segment)
        // `/` opens with the welcome page's first words (scripts/welcome-page.ts).
        const shown = page && segment === '' ? (withWelcome(page) ?? page) : page
        if (shown) await writeFile(path.join(outDir, routePageFile(segment)), shown)
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context): HtmlTagDescriptor[] {
        const { bundle, chunk } = context
        if (!bundle || !chunk) return []
        const appFiles = appChunks(bundle, chunk, app)
        chunks = routeChunks(bundle, chunk, appFiles)
        const data = JSON.stringify(chunks)
        return [
          // The entry waits for the first frame before importing the app; the app's code loads
          // meanwhile, as the entry's own imports would.
          ...appFiles.map(
            (file): HtmlTagDescriptor => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
              injectTo: 'head',
            }),
          ),
          {
            tag: 'script',
            attrs: { type: 'application/json', id: 'route-chunks' },
            // `<` never appears in file names; escaped anyway so the block cannot end early.
            children: data.replace(/</g, '\\u003c'),
            injectTo: 'head',
          },
          { tag: 'script', attrs: { src: '/route-preload.js' }, injectTo: 'head' },
        ]
      },
    },
  }
}
