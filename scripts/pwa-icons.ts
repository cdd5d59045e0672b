// Renders the app icons (SVG sources in scripts/icons/) to the PNG sizes the manifest and iOS
// need, as part of `vite build`: nothing generated is committed.
import { readFile } from 'node:fs/promises'
import sharp from 'sharp'
import type { Plugin } from 'vite'

/** `public/…` names a file of the client root; any other name, one in scripts/icons/. */
const source = (name: string) =>
  name.startsWith('public/')
    ? new URL(`../${name}`, import.meta.url)
    : new URL(`./icons/${name}`, import.meta.url)

/** Output file (under the client root) -> [SVG source, square size in px]. */
export const ICON_FILES: Record<string, readonly [string, number]> = {
  'icons/icon-192.png': ['app-icon.svg', 192],
  'icons/icon-512.png': ['app-icon.svg', 512],
  'icons/maskable-192.png': ['maskable-icon.svg', 192],
  'icons/maskable-512.png': ['maskable-icon.svg', 512],
  'icons/apple-touch-icon.png': ['maskable-icon.svg', 180],
  // The tab's icon as a PNG: the page decodes its favicon on its own main thread, and an SVG one
  // is a whole SVG document there (20–50 ms on a phone, while the page starts).
  'icons/favicon-48.png': ['public/favicon.svg', 48],
}

/** A Vite plugin emitting the icons into the build (and serving them in development). */
export function pwaIcons(): Plugin {
  const render = async ([svg, size]: readonly [string, number]) =>
    sharp(await readFile(source(svg)), { density: 300 })
      .resize(size, size)
      .png()
      .toBuffer()
  return {
    name: 'seen:pwa-icons',
    async generateBundle() {
      for (const [fileName, spec] of Object.entries(ICON_FILES)) {
        this.emitFile({ type: 'asset', fileName, source: await render(spec) })
      }
      this.emitFile({
        type: 'asset',
        fileName: 'icons/icon.svg',
        source: await readFile(source('app-icon.svg')),
      })
    },
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const spec = ICON_FILES[(req.url ?? '').slice(1)]
        if (!spec) return next()
        res.setHeader('Content-Type', 'image/png')
        res.end(await render(spec))
      })
    },
  }
}
