import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { session } from './msw/handlers'
import { server } from './msw/server'
import { renderApp } from './render-app'

/** Which of the frame's signed-in parts had their code loaded. */
const loaded = vi.hoisted(() => new Set<string>())

vi.mock('~/app/nav/badge-polls', async (original) => {
  loaded.add('badge polls')
  return original()
})
vi.mock('~/app/theme/profile-theme-sync', async (original) => {
  loaded.add('profile theme')
  return original()
})
vi.mock('~/app/shell/welcome-greeting', async (original) => {
  loaded.add('greeting')
  return original()
})

/** The list has drawn, and the frame's other deferred parts have had time to load. */
async function pageDrawn() {
  await screen.findByRole('navigation', { name: 'Main' })
  await screen.findByRole('heading', { level: 1 })
  await new Promise((done) => setTimeout(done, 300))
}

// In this order: a module's code, once loaded, stays loaded for the file.
describe("the frame's parts for a signed-in person", () => {
  it("are not loaded on a guest's page", async () => {
    server.use(session('guest'))
    const { unmount } = renderApp('/seen_list')
    await pageDrawn()
    expect([...loaded]).toEqual([])
    unmount()
  })

  it('are loaded once a person is signed in', async () => {
    renderApp('/seen_list')
    await pageDrawn()
    await vi.waitFor(() =>
      expect([...loaded].sort()).toEqual(['badge polls', 'greeting', 'profile theme']),
    )
  })
})
