// @vitest-environment jsdom
import 'fake-indexeddb/auto'
import { onlineManager, QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import {
  closeUserScopeForDeletedAccount,
  closeUserScopeForLogout,
  openUserScope,
  queueToggle,
  rememberedUser,
  scopeUser,
} from '~/lib/offline'
import { activeOutbox } from '~/lib/offline/active-outbox'
import { outboxDbName } from '~/lib/offline/outbox-db'
import { likeKind } from './helpers'

afterEach(async () => {
  await closeUserScopeForLogout()
  onlineManager.setOnline(true)
})

describe('closing the scope of a deleted account', () => {
  it('deletes the user’s queued actions, persisted cache and remembered name', async () => {
    onlineManager.setOnline(false)
    const client = new QueryClient()
    await openUserScope(client, 'dee')
    client.setQueryData(['test', 'kept'], 'something of Dee’s')
    await queueToggle(likeKind, 'x', { desired: true, current: false })
    expect(activeOutbox()?.snapshot()).toHaveLength(1)
    expect(rememberedUser()).toBe('dee')

    await closeUserScopeForDeletedAccount()

    expect(scopeUser()).toBeNull()
    expect(rememberedUser()).toBeNull()
    const databases = await indexedDB.databases()
    expect(databases.map((db) => db.name)).not.toContain(outboxDbName('dee'))
    const fresh = new QueryClient()
    await openUserScope(fresh, 'dee')
    expect(activeOutbox()?.snapshot()).toEqual([])
    expect(fresh.getQueryData(['test', 'kept'])).toBeUndefined()
  })
})
