// `/`'s page opens with the welcome page's first words in its HTML. Its largest paint was the
// introduction React draws once the app has run (about a second after the boot screen on a
// phone); written into the HTML, the browser paints it with the first frame. The app's first
// render replaces it with the same words, laid out by the same classes in the same place, so
// nothing moves and the page's largest paint stays the first one.
import { ArrowRight, CirclePlus } from 'lucide-react'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
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
