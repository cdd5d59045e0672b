// @vitest-environment jsdom
import 'fake-indexeddb/auto'
import { onlineManager, QueryClient } from '@tanstack/react-query'
import { afterEach, expect, it } from 'vitest'
import { closeUserScopeForLogout, openUserScope } from '~/lib/offline'

afterEach(async () => {
  await closeUserScopeForLogout()
  onlineManager.setOnline(true)
})

const key = ['seens', 'list', {}]
const options = (queryFn: (c: { signal: AbortSignal }) => Promise<string[]>) => ({
  queryKey: key,
  queryFn,
  meta: { persist: true as const },
  networkMode: 'always' as const,
})

it('keeps restored data when a fetch begun before the restore is cancelled', async () => {
  onlineManager.setOnline(false)
  const first = new QueryClient()
  await openUserScope(first, 'ada')
  await first.fetchQuery(options(async () => ['cached seen']))
  // Opening another scope stops Ada's, which writes her cache; the next start restores it.
  await openUserScope(new QueryClient(), null)

  const client = new QueryClient()
  // The page's own fetch hangs (lie-fi) and has read its abort signal.
  const hanging = client.fetchQuery(
    options(({ signal }) => new Promise((_, fail) => signal.addEventListener('abort', fail))),
  )
  await openUserScope(client, 'ada')
  expect(client.getQueryData(key)).toEqual(['cached seen'])
  await client.cancelQueries({ queryKey: key })
  await hanging.catch(() => undefined)
  expect(client.getQueryData(key)).toEqual(['cached seen'])
})

it('saves what the page fetched before the scope opened, with no change after it', async () => {
  const first = new QueryClient()
  // The page's data came before the offline start (a slow phone, a quick answer): no cache
  // event follows once the scope saves changes.
  await first.fetchQuery(options(async () => ['fetched early']))
  await openUserScope(first, 'ada')
  await openUserScope(new QueryClient(), null)

  onlineManager.setOnline(false)
  const next = new QueryClient()
  await openUserScope(next, 'ada')
  expect(next.getQueryData(key)).toEqual(['fetched early'])
})
