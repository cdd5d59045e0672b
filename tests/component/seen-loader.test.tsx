import { QueryClient } from '@tanstack/react-query'
import { createMemoryHistory } from '@tanstack/react-router'
import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { preloadSeenDetail, seenDetailQueryOptions } from '~/features/seens/detail-queries'
import { sessionQueryOptions } from '~/features/session/queries'
import { outboxOpening } from '~/lib/offline/active-outbox'
import { createAppRouter } from '~/router'
import { seenDetailFixture } from '../unit/features/seen-detail-fixture'
import { server } from './msw/server'

const seen = seenDetailFixture({ shortName: 'LoaderSeen1', seenName: 'Loader party' })

/** The start-up restore of the saved cache, held open until the test ends it. */
function restoreUnderWay() {
  let finish: () => void = () => undefined
  const scope = outboxOpening(new Promise<void>((done) => (finish = done)))
  return () => {
    scope.restoreDone()
    finish()
  }
}

describe('the Seen page loader', () => {
  let endRestore: () => void = () => undefined
  afterEach(() => endRestore())

  it('asks the server while the saved cache is still being restored (a first visit has none)', async () => {
    endRestore = restoreUnderWay()
    let asked = false
    server.use(
      http.get(`*/api/seen/${seen.shortName}`, () => {
        asked = true
        return HttpResponse.json({ success: true, seen })
      }),
    )
    const client = new QueryClient()
    await preloadSeenDetail(client, seen.shortName)
    expect(asked).toBe(true)
    expect(client.getQueryData(seenDetailQueryOptions(seen.shortName).queryKey)?.seenName).toBe(
      'Loader party',
    )
  })

  it('draws a restored copy without waiting for a server that does not answer', async () => {
    endRestore = restoreUnderWay()
    server.use(http.get(`*/api/seen/${seen.shortName}`, () => new Promise<never>(() => {})))
    const client = new QueryClient()
    const loading = preloadSeenDetail(client, seen.shortName)
    // The restore brings the copy saved on the last visit.
    client.setQueryData(seenDetailQueryOptions(seen.shortName).queryKey, seen, {
      updatedAt: Date.now() - 60_000,
    })
    endRestore()
    await loading
    expect(client.getQueryData(seenDetailQueryOptions(seen.shortName).queryKey)?.seenName).toBe(
      'Loader party',
    )
  })
})

describe("the Seen page's route", () => {
  it('asks for the session and the Seen together, not one after the other', async () => {
    const asked: string[] = []
    server.use(
      http.get('*/bff/user', async () => {
        asked.push('session')
        // Answered only once the Seen was asked for too: a waterfall would never get there.
        await vi.waitFor(() => expect(asked).toContain('seen'), { timeout: 2_000 })
        return new HttpResponse(null, { status: 401 })
      }),
      http.get(`*/api/seen/${seen.shortName}`, async () => {
        asked.push('seen')
        await vi.waitFor(() => expect(asked).toContain('session'), { timeout: 2_000 })
        return HttpResponse.json({ success: true, seen })
      }),
    )
    const client = new QueryClient()
    const router = createAppRouter(
      client,
      createMemoryHistory({ initialEntries: [`/seen?shortname=${seen.shortName}`] }),
    )
    await router.load()
    expect(asked.toSorted()).toEqual(['seen', 'session'])
    await vi.waitFor(() =>
      expect(client.getQueryState(sessionQueryOptions().queryKey)?.status).toBe('success'),
    )
    expect(client.getQueryData(seenDetailQueryOptions(seen.shortName).queryKey)?.seenName).toBe(
      'Loader party',
    )
  })
})
