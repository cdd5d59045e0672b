import fs from 'node:fs/promises'
import path from 'node:path'
import { shellFile } from './static-client'

/**
 * The built page of a client route (static-client's shellFile), read again only when the file
 * changed: a rebuild may add or replace it. Null while there is none.
 */
export function routePageReader(clientDir: string, urlPath: string): () => Promise<string | null> {
  let cached: { file: string; mtimeMs: number; html: string } | null = null
  return async () => {
    const file = shellFile(path.resolve(clientDir), urlPath)
    const stat = await fs.stat(file).catch(() => null)
    if (!stat?.isFile()) return null
    if (cached?.file !== file || cached.mtimeMs !== stat.mtimeMs) {
      cached = { file, mtimeMs: stat.mtimeMs, html: await fs.readFile(file, 'utf8') }
    }
    return cached.html
  }
}

const TITLE_END = '</title>'

/**
 * `tag` (a photo's preload) early in the head, right after the title: the preload scanner
 * meets it before the head's script and style links, so it is not queued behind them.
 */
export function withEarlyPreload(html: string, tag: string): string {
  const at = html.includes(TITLE_END) ? TITLE_END : '</head>'
  return html.replace(at, () => (at === TITLE_END ? `${at}\n    ${tag}` : `  ${tag}\n  ${at}`))
}
