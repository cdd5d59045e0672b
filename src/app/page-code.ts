// The entry (src/boot.ts) calls this once the first frame is drawn: it names the app's code and
// the code of the page the URL shows as `<link rel="modulepreload">`, so the browser fetches all
// of it at once instead of one level of imports at a time. scripts/route-preload.ts writes the
// list into the page as a data block (`#route-chunks`). Not before the first frame: the first
// paint needs only the HTML, its CSS and photo, and code fetched beside them slowed them.

/**
 * Links added per task. Each costs a phone several milliseconds (6-8 ms at Lighthouse's 4x
 * slowdown in traces): eight made tasks of 50-70 ms, four stay well under the 50 ms of a long
 * task. A Seen's page names ~30 files.
 */
export const LINKS_PER_TASK = 4

/** The data block's content (scripts/route-preload.ts, RouteChunks). */
interface PageChunks {
  files: string[]
  app: number[]
  routes: Record<string, number[]>
}

function isPageChunks(value: unknown): value is PageChunks {
  if (typeof value !== 'object' || value === null) return false
  const { files, app, routes } = value as Partial<PageChunks>
  return Array.isArray(files) && Array.isArray(app) && typeof routes === 'object' && routes !== null
}

function readPageChunks(): PageChunks | null {
  const text = document.getElementById('route-chunks')?.textContent
  if (!text) return null
  const value: unknown = JSON.parse(text)
  return isPageChunks(value) ? value : null
}

/** Adds a link per file not linked yet (Vite's helper may have named some), in one insertion. */
function addLinks(paths: string[]) {
  const present = new Set(
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
      (link) => link.href,
    ),
  )
  const links = document.createDocumentFragment()
  for (const path of paths) {
    const href = new URL(path, document.baseURI).href
    if (present.has(href)) continue
    present.add(href)
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    // As the bundler's own links: the module loads reuse the preloaded copies.
    link.crossOrigin = ''
    link.href = href
    links.append(link)
  }
  document.head.append(links)
}

/**
 * Links the app's chunks at once (the framework is most of the bytes), then the page's own,
 * LINKS_PER_TASK per task: added in one task, a Seen's page's links held a phone's main thread
 * for ~90 ms. Any failure only means the code loads as the imports find it.
 */
export function preloadPageCode() {
  try {
    const chunks = readPageChunks()
    if (!chunks) return
    const paths = (indexes: number[]) => indexes.map((at) => `/${chunks.files[at]}`)
    addLinks(paths(chunks.app))
    const own = paths(chunks.routes[location.pathname.split('/')[1] ?? ''] ?? [])
    const addFrom = (from: number) => {
      if (from >= own.length) return
      setTimeout(() => {
        addLinks(own.slice(from, from + LINKS_PER_TASK))
        addFrom(from + LINKS_PER_TASK)
      }, 0)
    }
    addFrom(0)
  } catch {
    // Nothing preloaded: the app and the router fetch the code when they need it.
  }
}
