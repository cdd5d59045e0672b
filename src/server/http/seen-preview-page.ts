import fs from 'node:fs/promises'
import path from 'node:path'
import type { MiddlewareHandler } from 'hono'
import { publicOrigin } from '../config'
import type { AppEnv } from '../context'
import {
  APP_ROOT,
  bootPreview,
  findPreviewSeen,
  headerImagePreload,
  previewTags,
} from '../seens/link-preview'
import { shellFile } from './static-client'

/**
 * `/seen?shortname=…` of a Seen whose link may show a preview: the built `index.html` with the
 * Seen's Open Graph and Twitter card tags added to its head. Everything else (other Seens,
 * unknown names, no name) falls through to the plain shell of staticClient, so the page is the
 * app as before and carries no data of a Seen that is not public.
 */
export function seenPreviewPage(clientDir: string): MiddlewareHandler<AppEnv> {
  let cached: { file: string; mtimeMs: number; html: string } | null = null
  const shell = async () => {
    // The Seen route's page (its code preloaded), looked up each time: a rebuild may add it.
    const file = shellFile(path.resolve(clientDir), '/seen')
    const stat = await fs.stat(file).catch(() => null)
    if (!stat?.isFile()) return null
    if (cached?.file !== file || cached.mtimeMs !== stat.mtimeMs) {
      cached = { file, mtimeMs: stat.mtimeMs, html: await fs.readFile(file, 'utf8') }
    }
    return cached.html
  }
  return async (c, next) => {
    const shortName = c.req.query('shortname')
    if (!shortName) return next()
    const { db, config } = c.get('deps')
    const seen = await findPreviewSeen(db, shortName)
    const html = seen ? await shell() : null
    if (!seen || !html?.includes('</head>')) return next()
    const tags = [previewTags(seen, publicOrigin(config)), headerImagePreload(seen)]
      .filter(Boolean)
      .join('\n    ')
    // Functions, not strings: `$&` or `$'` in a Seen's name must not be read as a pattern.
    const page = html
      .replace('</head>', () => `  ${tags}\n  </head>`)
      .replace(APP_ROOT, () => `${bootPreview(seen)}${APP_ROOT}`)
    return c.html(page, 200, { 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding' })
  }
}
