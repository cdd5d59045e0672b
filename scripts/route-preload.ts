// Lets a first visit fetch the app's and the page's own code as soon as the first frame is
// drawn, all at once. Without it a route's chunks are found only once the framework has run and
// the router has matched the URL (on a phone about a second later), then their imports one level
// at a time. index.html gets the list of the app's and every route's chunks as JSON (a data
// block: the CSP forbids inline scripts, not data); the entry (src/app/page-code.ts) adds
// `<link rel="modulepreload">` for the app and the route the URL names once the first frame is
// drawn. index.html's copy is the service worker's offline shell. The server sends a first visit
// `pages/<route>.html` instead, the same page with only that route's list in its data block.
// Not before the first frame: the page's first paint (the boot screen, a Seen's preview, the
// welcome words) needs only the HTML, its CSS and photo, and code fetched beside them shared
// the six connections and the bandwidth with them.
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
  /** The app's chunks (see appChunks), indexes into `files`: every page needs them first. */
  app: number[]
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
  const app = appFiles.map(index)
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
  return { files, app, routes }
}

const DATA_BLOCK = /<script type="application\/json" id="route-chunks">[\s\S]*?<\/script>/

/** The data block's content: `<` never appears in file names; escaped anyway, so it cannot end early. */
const chunkData = (chunks: RouteChunks) => JSON.stringify(chunks).replace(/</g, '\\u003c')

/** The data block the entry reads (src/app/page-code.ts). */
const dataBlock = (chunks: RouteChunks) =>
  `<script type="application/json" id="route-chunks">${chunkData(chunks)}</script>`

/** Where the server finds the page of a first path segment ('' is `/`). */
export const routePageFile = (segment: string) => `pages/${segment || 'index'}.html`

/** The app's and one route's chunks, as their own list (a route page needs no other's). */
export function pageChunks({ files, app, routes }: RouteChunks, segment: string): RouteChunks {
  const own: string[] = []
  const index = (at: number) => own.push(files[at] ?? '') - 1
  const appAt = app.map(index)
  return { files: own, app: appAt, routes: { [segment]: (routes[segment] ?? []).map(index) } }
}

/**
 * index.html as the server sends it for one route: its data block names the app's chunks and
 * that route's alone (index.html's names every route's). Null when index.html has no such block.
 */
export function routePage(indexHtml: string, chunks: RouteChunks, segment: string) {
  if (!DATA_BLOCK.test(indexHtml)) return null
  return indexHtml.replace(DATA_BLOCK, () => dataBlock(pageChunks(chunks, segment)))
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
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: 'route-chunks' },
            children: chunkData(chunks),
            injectTo: 'head',
          },
        ]
      },
    },
  }
}
