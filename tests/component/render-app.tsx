import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import { vi } from 'vitest'
import { createAppRouter } from '~/router'

export const ADA_CLAIMS = [
  { type: 'sub', value: '3f1c0c1e-0000-4000-8000-000000000001' },
  { type: 'name', value: 'ada' },
  { type: 'display_name', value: 'Ada Lovelace' },
  { type: 'bff:logout_url', value: '/bff/logout?sid=s1' },
]

type Answer = 'guest' | 'pending' | typeof ADA_CLAIMS

/** Stubs fetch so that GET /bff/user answers as a guest (401), a user (claims), or never. */
export function stubSession(answer: Answer) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : String(input)
    if (!url.endsWith('/bff/user')) return new Response(null, { status: 404 })
    if (answer === 'pending') return new Promise<Response>(() => {})
    if (answer === 'guest') return new Response(null, { status: 401 })
    return Response.json(answer)
  })
  vi.stubGlobal('fetch', fetch)
  return fetch
}

/** The whole app (real routes and shell) at `path`, with a fresh query cache. */
export function renderApp(path = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }))
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { ...view, router, queryClient }
}
