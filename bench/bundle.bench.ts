/**
 * Initial JavaScript per page (issue 3 "Measure"): builds the client into a temporary folder
 * with a Vite manifest and adds up, gzipped, the entry chunk, its static imports and the
 * route's own split chunks with their static imports. Target: /seen_list <= 120 KiB gzip.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
}
type Manifest = Record<string, ManifestChunk>

const TARGET_KIB = 120
const ROUTES = ['index', 'seen_list', 'seen', 'makeseen', 'messages']

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
  const gzipKib = (keys: Set<string>) => {
    let bytes = 0
    for (const key of keys) {
      const file = manifest[key]?.file ?? ''
      if (file.endsWith('.js')) bytes += gzipSync(readFileSync(path.join(outDir, file))).length
    }
    return bytes / 1024
  }

  const entries = Object.keys(manifest).filter((k) => manifest[k]?.isEntry)
  const shell = gzipKib(closure(entries))
  console.log(`bundle: shell (entry and its imports)       ${shell.toFixed(1)} KiB gzip`)
  for (const route of ROUTES) {
    const own = Object.keys(manifest).filter((k) => {
      const src = manifest[k]?.src ?? k
      return src.startsWith(`src/routes/${route}.tsx`)
    })
    const total = gzipKib(closure([...entries, ...own]))
    const mark = route === 'seen_list' ? `  (target <= ${TARGET_KIB} KiB)` : ''
    console.log(`bundle: initial JS for /${route.padEnd(22)} ${total.toFixed(1)} KiB gzip${mark}`)
  }
} finally {
  rmSync(outDir, { recursive: true, force: true })
}
