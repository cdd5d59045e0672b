/**
 * Initial JavaScript per page: builds the client into a temporary folder with a Vite manifest
 * and adds up, gzipped, the entry chunk, the app chunk it imports (src/main.tsx), their static
 * imports and the route's own split chunks with their static imports, for every route. Targets:
 * /seen_list <= 140 KiB gzip, every other page <= 180 KiB.
 * The Brotli column is what the server sends a browser (the build's `.br` copies).
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { ROUTE_COMPONENT } from '../scripts/lazy-preload'

interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
}
type Manifest = Record<string, ManifestChunk>

const TARGET_KIB = 140
const OTHER_TARGET_KIB = 180
const APP = 'src/main.tsx'

const outDir = mkdtempSync(path.join(os.tmpdir(), 'seen-bundle-'))
try {
  const vite = path.resolve('node_modules/vite/bin/vite.js')
  const build = spawnSync(process.execPath, [vite, 'build', '--manifest', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, SEEN_CLIENT_DIR: outDir },
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
  const manifest: Manifest = JSON.parse(
    readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'),
  )

  /** The chunk files a set of manifest keys loads before running, static imports included. */
  const closure = (keys: string[], seen = new Set<string>()): Set<string> => {
    for (const key of keys) {
      const chunk = manifest[key]
      if (!chunk || seen.has(key)) continue
      seen.add(key)
      closure(chunk.imports ?? [], seen)
    }
    return seen
  }
  const brotli = (source: Buffer) =>
    brotliCompressSync(source, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    })
  /** [gzip KiB, Brotli KiB] of the JavaScript files of `keys`. */
  const sizes = (keys: Set<string>) => {
    let gz = 0
    let br = 0
    for (const key of keys) {
      const file = manifest[key]?.file ?? ''
      if (!file.endsWith('.js')) continue
      const source = readFileSync(path.join(outDir, file))
      gz += gzipSync(source).length
      br += brotli(source).length
    }
    return [gz / 1024, br / 1024] as const
  }
  const line = (label: string, [gz, br]: readonly [number, number], mark = '') =>
    console.log(
      `bundle: ${label.padEnd(38)} ${gz.toFixed(1)} KiB gzip, ${br.toFixed(1)} KiB br${mark}`,
    )

  // The entry imports the app (src/main.tsx) once the boot screen is drawn; the HTML preloads it.
  const entries = [...Object.keys(manifest).filter((k) => manifest[k]?.isEntry), APP]
  line('shell (entry, app and their imports)', sizes(closure(entries)))
  // Every page a URL opens (the route files' code-split components), so none grows unseen.
  const routes = [
    ...new Set(
      Object.values(manifest).flatMap((chunk) => {
        // The manifest's `src` is relative to the root; the build's pattern wants a path.
        const routeFile = ROUTE_COMPONENT.exec(`/${chunk.src ?? ''}`)?.[1]
        return routeFile && !routeFile.startsWith('__') ? [routeFile] : []
      }),
    ),
  ].sort()
  for (const route of routes) {
    const own = Object.keys(manifest).filter((k) => {
      const src = manifest[k]?.src ?? k
      return src.startsWith(`src/routes/${route}.tsx`)
    })
    const total = sizes(closure([...entries, ...own]))
    const target = route === 'seen_list' ? TARGET_KIB : OTHER_TARGET_KIB
    const verdict = total[0] <= target ? 'met' : 'NOT met'
    line(`initial JS for /${route}`, total, `  (target <= ${target} KiB gzip: ${verdict})`)
  }
} finally {
  rmSync(outDir, { recursive: true, force: true })
}
