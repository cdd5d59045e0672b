import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sessionQueryOptions } from '~/features/session/queries'

// The browser remembers alice (unless a test says nobody); her restored cache holds a session
// answered a moment ago.
const scope = vi.hoisted(() => ({
  user: 'alice' as string | null,
  forgotten: [] as string[],
  remembered: [] as (string | null)[],
}))
vi.mock('~/lib/offline', () => ({
  rememberedUser: () => scope.user,
  scopeUser: () => scope.user,
  openUserScope: async (client: QueryClient) => {
    if (!scope.user) return
    client.setQueryData(sessionQueryOptions().queryKey, { username: scope.user } as never, {
      updatedAt: Date.now(),
    })
  },
  forgetCachedData: async (username: string) => {
    scope.forgotten.push(username)
  },
  rememberUser: (username: string | null) => scope.remembered.push(username),
  requestPersistentStorage: () => {},
}))

const { openSessionScope } = await import('~/features/session/offline-scope')

const reload = vi.fn()
vi.stubGlobal('location', { ...window.location, reload })
afterEach(() => {
  vi.unstubAllGlobals()
  vi.stubGlobal('location', { ...window.location, reload })
  reload.mockClear()
  scope.user = 'alice'
  scope.forgotten = []
  scope.remembered = []
})

/** Answers every request as a guest's (401), noting what was asked. */
function guestServer() {
  const asked: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      asked.push(input instanceof Request ? input.url : String(input))
      return new Response(null, { status: 401 })
    }),
  )
  return asked
}

describe('opening the remembered user’s offline scope', () => {
  it('asks the server even when the restored session is fresh, and starts again as a guest when it ended elsewhere', async () => {
    const asked = guestServer()
    const client = new QueryClient()
    await openSessionScope(client)
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1))
    expect(asked.some((url) => url.includes('/bff/user'))).toBe(true)
    expect(scope.forgotten).toEqual(['alice'])
    expect(scope.remembered).toEqual([null])
  })

  it('asks a newcomer’s server once: the check that found a guest is not made again', async () => {
    scope.user = null
    const asked = guestServer()
    const client = new QueryClient()
    await openSessionScope(client)
    await new Promise((done) => setTimeout(done, 50))
    expect(asked.filter((url) => url.includes('/bff/user'))).toHaveLength(1)
    expect(client.getQueryData(sessionQueryOptions().queryKey)).toBeNull()
    expect(reload).not.toHaveBeenCalled()
  })
})
