import 'fake-indexeddb/auto'
import { QueryClient } from '@tanstack/react-query'
import {
  persistQueryClientRestore,
  persistQueryClientSave,
} from '@tanstack/react-query-persist-client'
import { openDB } from 'idb'
import { describe, expect, it } from 'vitest'
import { cacheBuster, PERSIST_MAX_AGE_MS, shouldPersistQuery } from '~/lib/offline/persist-filter'
import { cacheKeyFor, createIdbPersister } from '~/lib/offline/persister'

describe('what is persisted', () => {
  const state = (status: 'success' | 'error' | 'pending') =>
    ({ status }) as Parameters<typeof shouldPersistQuery>[0]['state']

  it('keeps a successful query its factory marked persist', () => {
    expect(shouldPersistQuery({ meta: { persist: true }, state: state('success') })).toBe(true)
  })

  it('keeps no query without the mark, and no failed or unfinished one', () => {
    expect(shouldPersistQuery({ meta: undefined, state: state('success') })).toBe(false)
    expect(shouldPersistQuery({ meta: { errorMessage: 'x' }, state: state('success') })).toBe(false)
    expect(shouldPersistQuery({ meta: { persist: true }, state: state('error') })).toBe(false)
    expect(shouldPersistQuery({ meta: { persist: true }, state: state('pending') })).toBe(false)
  })

  it('busts the cache of another build', () => {
    expect(cacheBuster('a')).not.toBe(cacheBuster('b'))
  })
})

/** A query as its factory builds it, holding `data`. */
function seed(client: QueryClient, queryKey: string[], data: unknown, persist: boolean) {
  client.getQueryCache().build(client, { queryKey, meta: persist ? { persist: true } : {} })
  client.setQueryData(queryKey, data)
}

async function saveAndRestore(saveBuster: string, restoreBuster: string) {
  const persister = createIdbPersister(cacheKeyFor(`p-${saveBuster}-${restoreBuster}`))
  const saved = new QueryClient()
  seed(saved, ['seens', 'detail', 'abc'], { seenName: 'Kept' }, true)
  seed(saved, ['tags', 'search', 'x'], ['not kept'], false)
  await persistQueryClientSave({
    queryClient: saved,
    persister,
    buster: saveBuster,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
  })
  await persister.flush()
  const restored = new QueryClient()
  await persistQueryClientRestore({
    queryClient: restored,
    persister,
    buster: restoreBuster,
    maxAge: PERSIST_MAX_AGE_MS,
  })
  return restored
}

describe('IndexedDB persister', () => {
  it('restores the marked queries of the same build', async () => {
    const restored = await saveAndRestore(cacheBuster('one'), cacheBuster('one'))
    expect(restored.getQueryData(['seens', 'detail', 'abc'])).toEqual({ seenName: 'Kept' })
    expect(restored.getQueryData(['tags', 'search', 'x'])).toBeUndefined()
  })

  it('discards what another build saved', async () => {
    const restored = await saveAndRestore(cacheBuster('old'), cacheBuster('new'))
    expect(restored.getQueryData(['seens', 'detail', 'abc'])).toBeUndefined()
  })

  it('keeps users apart', async () => {
    const alice = createIdbPersister(cacheKeyFor('alice'))
    const client = new QueryClient()
    client.setQueryData(['profile', 'me'], { username: 'alice' })
    await persistQueryClientSave({ queryClient: client, persister: alice, buster: 'b' })
    await alice.flush()
    expect(await createIdbPersister(cacheKeyFor('bob')).restoreClient()).toBeUndefined()
    expect(await alice.restoreClient()).toBeDefined()
  })

  it('discards a corrupt stored cache instead of failing', async () => {
    const key = cacheKeyFor('corrupt')
    const db = await openDB('seen-query-cache', 1, {
      upgrade: (upgrading) => upgrading.createObjectStore('clients'),
    })
    await db.put('clients', { timestamp: 'yesterday' }, key)
    db.close()
    const persister = createIdbPersister(key)
    expect(await persister.restoreClient()).toBeUndefined()
    const check = await openDB('seen-query-cache', 1)
    expect(await check.get('clients', key)).toBeUndefined()
    check.close()
  })

  it('keeps the last saved state when a later write fails for another reason than space', async () => {
    const persister = createIdbPersister(cacheKeyFor('kept'))
    const state = (queries: unknown[]) =>
      ({ timestamp: 1, buster: 'b', clientState: { mutations: [], queries } }) as never
    persister.persistClient(state([{ name: 'saved' }]))
    await persister.flush()
    // Not storable (as a write cut short by the page going away is not stored either).
    persister.persistClient(state([{ name: 'broken', notStorable: () => 1 }]))
    await persister.flush()
    const stored = (await persister.restoreClient()) as { clientState: { queries: unknown[] } }
    expect(stored.clientState.queries).toEqual([{ name: 'saved' }])
  })

  it('never replaces a newer copy with an older one (the page before a navigation saving late)', async () => {
    const key = cacheKeyFor('two-pages')
    const copy = (timestamp: number, name: string) =>
      ({ timestamp, buster: 'b', clientState: { mutations: [], queries: [{ name }] } }) as never
    const nextPage = createIdbPersister(key)
    nextPage.persistClient(copy(2_000, 'newer'))
    await nextPage.flush()
    const pageBefore = createIdbPersister(key)
    pageBefore.persistClient(copy(1_000, 'older'))
    await pageBefore.flush()
    const stored = (await nextPage.restoreClient()) as { clientState: { queries: unknown[] } }
    expect(stored.clientState.queries).toEqual([{ name: 'newer' }])
  })
})
