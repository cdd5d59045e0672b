import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sessionQueryOptions } from '~/features/session/queries'

// The browser remembers alice; her restored cache holds a session answered a moment ago.
const scope = vi.hoisted(() => ({ forgotten: [] as string[], remembered: [] as (string | null)[] }))
vi.mock('~/lib/offline', () => ({
  rememberedUser: () => 'alice',
  scopeUser: () => 'alice',
  openUserScope: async (client: QueryClient) => {
    client.setQueryData(sessionQueryOptions().queryKey, { username: 'alice' } as never, {
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
  scope.forgotten = []
  scope.remembered = []
})

describe('opening the remembered user’s offline scope', () => {
  it('asks the server even when the restored session is fresh, and starts again as a guest when it ended elsewhere', async () => {
    const asked: string[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        asked.push(input instanceof Request ? input.url : String(input))
        return new Response(null, { status: 401 })
      }),
    )
    const client = new QueryClient()
    await openSessionScope(client)
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1))
    expect(asked.some((url) => url.includes('/bff/user'))).toBe(true)
    expect(scope.forgotten).toEqual(['alice'])
    expect(scope.remembered).toEqual([null])
  })
})
