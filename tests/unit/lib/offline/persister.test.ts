import 'fake-indexeddb/auto'
import { QueryClient } from '@tanstack/react-query'
import {
  persistQueryClientRestore,
  persistQueryClientSave,
} from '@tanstack/react-query-persist-client'
import { openDB } from 'idb'
import { describe, expect, it } from 'vitest'
import {
  cacheBuster,
  isPersistedKey,
  PERSIST_MAX_AGE_MS,
  shouldPersistQuery,
} from '~/lib/offline/persist-filter'
import { cacheKeyFor, createIdbPersister } from '~/lib/offline/persister'

describe('what is persisted', () => {
  it.each([
    [['session']],
    [['seens', 'list', { past: false }]],
    [['seens', 'detail', 'abc']],
    [['appearances', 'list', 'abc']],
    [['profile', 'me']],
    [['timeline']],
    [['messaging', 'inbox']],
  ])('keeps %j', (key) => {
    expect(isPersistedKey(key)).toBe(true)
  })

  it.each([[['tags', 'autocomplete', 'x']], [['location', 'cities']], [['seens']], [['settings']]])(
    'does not keep %j',
    (key) => {
      expect(isPersistedKey(key)).toBe(false)
    },
  )

  it('keeps only successful queries', () => {
    const state = (status: 'success' | 'error' | 'pending') =>
      ({ status }) as Parameters<typeof shouldPersistQuery>[0]['state']
    expect(shouldPersistQuery({ queryKey: ['session'], state: state('success') })).toBe(true)
    expect(shouldPersistQuery({ queryKey: ['session'], state: state('error') })).toBe(false)
  })

  it('busts the cache of another build', () => {
    expect(cacheBuster('a')).not.toBe(cacheBuster('b'))
  })
})

async function saveAndRestore(saveBuster: string, restoreBuster: string) {
  const persister = createIdbPersister(cacheKeyFor(`p-${saveBuster}-${restoreBuster}`))
  const saved = new QueryClient()
  saved.setQueryData(['seens', 'detail', 'abc'], { seenName: 'Kept' })
  saved.setQueryData(['tags', 'autocomplete', 'x'], ['not kept'])
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
  it('restores the whitelisted queries of the same build', async () => {
    const restored = await saveAndRestore(cacheBuster('one'), cacheBuster('one'))
    expect(restored.getQueryData(['seens', 'detail', 'abc'])).toEqual({ seenName: 'Kept' })
    expect(restored.getQueryData(['tags', 'autocomplete', 'x'])).toBeUndefined()
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
})
