// @vitest-environment jsdom
import 'fake-indexeddb/auto'
import { onlineManager, QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { closeUserScopeForLogout, openUserScope, scopeUser } from '~/lib/offline'
import { cacheRestored, outboxOpening, outboxStarting } from '~/lib/offline/active-outbox'

/** A page's start that has not ended yet (IndexedDB slow to open, say), until the test ends it. */
function startUnderWay() {
  let end: () => void = () => undefined
  outboxOpening(new Promise<void>((done) => (end = done)))
  starts.push(end)
  return end
}

const nextTask = () => new Promise((done) => setTimeout(done, 0))

const starts: (() => void)[] = []

beforeEach(() => {
  onlineManager.setOnline(false)
})
afterEach(async () => {
  for (const end of starts.splice(0)) end()
  await closeUserScopeForLogout()
  onlineManager.setOnline(true)
})

describe('the start-up state of a session scope', () => {
  it('belongs to the scope the start opens', async () => {
    const end = startUnderWay()
    expect(outboxStarting()).not.toBeNull()
    expect(cacheRestored()).not.toBeNull()

    await openUserScope(new QueryClient(), null)
    expect(scopeUser()).toBeNull()
    expect(cacheRestored()).toBeNull()
    expect(outboxStarting()).not.toBeNull()

    end()
    await outboxStarting()
    expect(outboxStarting()).toBeNull()
  })

  it('is fresh in a new scope: a guest signing in does not wait for the guest scope’s start', async () => {
    startUnderWay()
    await openUserScope(new QueryClient(), null)

    await openUserScope(new QueryClient(), 'ann')

    expect(scopeUser()).toBe('ann')
    expect(outboxStarting()).toBeNull()
    expect(cacheRestored()).toBeNull()
  })

  it('is not ended by an earlier scope’s start ending', async () => {
    const endEarlier = startUnderWay()
    startUnderWay()

    endEarlier()
    await nextTask()

    expect(cacheRestored()).not.toBeNull()
    expect(outboxStarting()).not.toBeNull()
  })
})
