// `/`'s page opens with the welcome page's first words in its HTML. Its largest paint was the
// introduction React draws once the app has run (about a second after the boot screen on a
// phone); written into the HTML, the browser paints it with the first frame. The app's first
// render replaces it with the same words, laid out by the same classes in the same place, so
// nothing moves and the page's largest paint stays the first one. The server sends it for `/`
// (src/server/http/static-client.ts, shellFile); index.html stays the service worker's shell.
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { ArrowRight, CirclePlus } from 'lucide-react'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { Plugin } from 'vite'
import { WELCOME_CLASS, WELCOME_TEXT } from '../src/routes/-components/welcome-text'
import { escapeHtml } from '../src/shared/escape-html'

/** The boot screen index.html shows inside #root until the app's first render. */
const BOOT_SCREEN = /<div class="boot" role="status"[^>]*>[\s\S]*?<\/div>/

/** Where AppShell puts a page's content at each width: under the top bar, beside the rail or the sidebar. */
const CONTENT_OFFSET = 'pt-14 pb-16 xs:pt-0 xs:pb-0 xs:pl-20 lg:pl-60'

const icon = (type: typeof ArrowRight) =>
  renderToStaticMarkup(createElement(type, { 'aria-hidden': true, className: 'size-4' }))

/** The welcome page's opening as HTML: links that work before the app has run, too. */
export function welcomeMarkup(): string {
  return (
    `<div class="${CONTENT_OFFSET}"><div class="${WELCOME_CLASS.page}">` +
    `<section aria-labelledby="welcome-title" class="${WELCOME_CLASS.hero}">` +
    `<p class="${WELCOME_CLASS.kicker}">${escapeHtml(WELCOME_TEXT.kicker)}</p>` +
    `<h1 id="welcome-title" class="${WELCOME_CLASS.title}">${escapeHtml(WELCOME_TEXT.title)}</h1>` +
    `<p class="${WELCOME_CLASS.intro}">${escapeHtml(WELCOME_TEXT.intro)}</p>` +
    `<div class="${WELCOME_CLASS.actions}">` +
    `<a href="/seen_list" class="btn-primary">${escapeHtml(WELCOME_TEXT.browse)}${icon(ArrowRight)}</a>` +
    `<a href="/makeseen" class="btn-secondary">${icon(CirclePlus)}${escapeHtml(WELCOME_TEXT.make)}</a>` +
    '</div></section></div></div>'
  )
}

/** `/`'s page: the welcome page's opening in place of the boot screen (null: none to replace). */
export function withWelcome(html: string): string | null {
  if (!BOOT_SCREEN.test(html)) return null
  return html.replace(BOOT_SCREEN, () => welcomeMarkup())
}

/** Where the server finds `/`'s page, beside index.html. */
export const WELCOME_PAGE_FILE = 'pages/index.html'

/** Writes `/`'s page from the built index.html, before the precompress step gives it its copies. */
export function welcomePage(): Plugin {
  let outDir = ''
  return {
    name: 'seen:welcome-page',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async writeBundle() {
      const page = withWelcome(await readFile(path.join(outDir, 'index.html'), 'utf8'))
      if (!page) return
      await mkdir(path.join(outDir, path.dirname(WELCOME_PAGE_FILE)), { recursive: true })
      await writeFile(path.join(outDir, WELCOME_PAGE_FILE), page)
    },
  }
}
