import type { MiddlewareHandler } from 'hono'
import { imageUrl } from '~/shared/image-url'
import { publicOrigin } from '../config'
import type { AppEnv } from '../context'
import {
  findPreviewSeen,
  headerImagePreload,
  previewTags,
  withBootPreview,
} from '../seens/link-preview'
import { routePageReader, withEarlyPreload } from './route-page'

/**
 * `/seen?shortname=…` of a Seen whose link may show a preview: the built `index.html` with the
 * Seen's Open Graph and Twitter card tags added to its head. Everything else (other Seens,
 * unknown names, no name) falls through to the plain shell of staticClient, so the page is the
 * app as before and carries no data of a Seen that is not public.
 */
export function seenPreviewPage(clientDir: string): MiddlewareHandler<AppEnv> {
  // The Seen route's page (its code preloaded).
  const shell = routePageReader(clientDir, '/seen')
  return async (c, next) => {
    const shortName = c.req.query('shortname')
    if (!shortName) return next()
    const { db, config } = c.get('deps')
    const seen = await findPreviewSeen(db, shortName)
    const html = seen ? await shell() : null
    if (!seen || !html?.includes('</head>')) return next()
    const tags = previewTags(seen, publicOrigin(config))
    // A function, not a string: `$&` or `$'` in a Seen's name must not be read as a pattern.
    const withTags = html.replace('</head>', () => `  ${tags}\n  </head>`)
    const preload = headerImagePreload(seen)
    const page = withBootPreview(preload ? withEarlyPreload(withTags, preload) : withTags, {
      name: seen.seenName,
      photo: imageUrl(seen.image, 'reduced'),
    })
    return c.html(page, 200, { 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding' })
  }
}
