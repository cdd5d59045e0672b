import { type InfiniteData, QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { appearancePostKind, type QueuedAppearance } from '~/features/appearances/form/post-kind'
import { appearanceKeys } from '~/features/appearances/list/queries'
import { seenKeys } from '~/features/seens/queries'
import type { Appearance } from '~/shared/schemas/appearance'
import type { SeenDetail } from '~/shared/schemas/seen-detail'
import { appearanceFixture } from '../../appearance-fixture'
import { seenDetailFixture } from '../../seen-detail-fixture'

const SEEN = 'Abc123Def456'
const older = appearanceFixture('Older', { seenShortName: SEEN })
const queued: QueuedAppearance = {
  localId: 'local-1',
  createdAt: '2026-11-28T10:00:00.000Z',
  record: {
    seenShortName: SEEN,
    displayUserName: 'Ada',
    headline: 'First dance',
    caption: 'On the terrace',
    relativeLocation: 1,
    imageInfo: { image: 'AAAA', contentType: 'image/jpeg' },
  },
}
/** The server's copy of the queued photo, as POST /api/appearance answers it. */
const stored = appearanceFixture('First dance', {
  appearanceShortName: 'Stored12345',
  seenShortName: SEEN,
  isOwner: true,
  imageInfo: {
    path: '/media/a/o.jpg',
    reducedPath: '/media/a/r.webp',
    thumbnailPath: '/media/a/t.webp',
  },
})

type Pages = InfiniteData<Appearance[], number>

function cacheWith(appearances: Appearance[]) {
  const client = new QueryClient()
  client.setQueryData(seenKeys.detail(SEEN), seenDetailFixture({ appearances }))
  client.setQueryData<Pages>(appearanceKeys.list(SEEN, 'viewer'), {
    pages: [appearances],
    pageParams: [0],
  })
  return client
}

const shown = (client: QueryClient) => ({
  list: client
    .getQueryData<Pages>(appearanceKeys.list(SEEN, 'viewer'))
    ?.pages.flat()
    .map((a) => a.appearanceShortName),
  detail: client
    .getQueryData<SeenDetail>(seenKeys.detail(SEEN))
    ?.appearances.map((a) => a.appearanceShortName),
})

describe('posting a photo through the outbox', () => {
  it('shows a stand-in first, then the server’s photo in its place, with no moment without it', () => {
    const client = cacheWith([older])
    appearancePostKind.apply(client, queued, SEEN)
    expect(shown(client)).toEqual({
      list: ['local-1', older.appearanceShortName],
      detail: ['local-1', older.appearanceShortName],
    })
    appearancePostKind.settle?.(client, { appearanceRecord: stored }, queued, SEEN)
    expect(shown(client)).toEqual({
      list: ['Stored12345', older.appearanceShortName],
      detail: ['Stored12345', older.appearanceShortName],
    })
    const card = client.getQueryData<Pages>(appearanceKeys.list(SEEN, 'viewer'))?.pages[0]?.[0]
    expect(card?.imageInfo?.reducedPath).toBe('/media/a/r.webp')
  })

  it('shows the photo once when the live stream brought the server’s copy before the answer', () => {
    const client = cacheWith([older])
    appearancePostKind.apply(client, queued, SEEN)
    client.setQueryData<Pages>(appearanceKeys.list(SEEN, 'viewer'), (data) =>
      data ? { ...data, pages: [[stored, ...(data.pages[0] ?? [])]] } : data,
    )
    appearancePostKind.settle?.(client, { appearanceRecord: stored }, queued, SEEN)
    expect(shown(client).list).toEqual(['Stored12345', older.appearanceShortName])
    expect(shown(client).detail).toEqual(['Stored12345', older.appearanceShortName])
  })
})
