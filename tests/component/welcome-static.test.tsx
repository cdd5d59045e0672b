import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { welcomeMarkup } from '../../scripts/welcome-page'
import { renderApp } from './render-app'

/** The build's copy of the welcome page's opening, as the browser parses it. */
function staticCopy() {
  const holder = document.createElement('div')
  holder.innerHTML = welcomeMarkup()
  return holder
}

describe("the welcome page's opening written into `/`'s HTML", () => {
  it('has the words and classes the app draws, so the first render changes nothing on screen', async () => {
    renderApp('/')
    const title = await screen.findByRole('heading', { level: 1 })
    const drawn = title.closest('section')
    const copy = staticCopy().querySelector('section')
    expect(drawn).not.toBeNull()
    expect(copy).not.toBeNull()
    if (!drawn || !copy) return
    const parts = (section: Element) =>
      [...section.querySelectorAll('p, h1')].map((part) => [
        part.tagName,
        part.className,
        part.textContent,
      ])
    expect(parts(copy)).toEqual(parts(drawn))
    expect(copy.className).toBe(drawn.className)
    // The page's container too: the words wrap at the same width.
    expect(copy.parentElement?.className).toBe(drawn.parentElement?.className)
  })
})
