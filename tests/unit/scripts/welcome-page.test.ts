import { describe, expect, it } from 'vitest'
import { WELCOME_TEXT } from '~/routes/-components/welcome-text'
import { welcomeMarkup, withWelcome } from '../../../scripts/welcome-page'

const page = (root: string) =>
  `<html><head><title>Seen</title></head><body><div id="root">${root}</div><script type="module" src="/a.js"></script></body></html>`

const BOOT =
  '<div class="boot" role="status" aria-label="Loading"><span class="boot-mark">Seen</span><span class="boot-spinner"></span></div>'

describe("`/`'s page, the welcome page's opening in its HTML", () => {
  it('takes the place of the boot screen inside the app root, and nothing else changes', () => {
    const html = withWelcome(page(BOOT))
    expect(html).toBe(page(welcomeMarkup()))
    expect(html).not.toContain('boot-spinner')
  })

  it('holds the welcome words and links that work before the app has run', () => {
    const markup = welcomeMarkup()
    expect(markup).toContain(`>${WELCOME_TEXT.title}</h1>`)
    expect(markup).toContain(`>${WELCOME_TEXT.intro}</p>`)
    expect(markup).toMatch(/<a href="\/seen_list" class="btn-primary">Browse Seens/)
    expect(markup).toMatch(/<a href="\/makeseen" class="btn-secondary">.*Make a Seen<\/a>/)
  })

  it('is left out of a page without the boot screen', () => {
    expect(withWelcome(page('<main></main>'))).toBeNull()
  })
})
