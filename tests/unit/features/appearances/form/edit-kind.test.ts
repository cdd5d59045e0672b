import { type InfiniteData, QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { appearanceEditKind, type QueuedEdit } from '~/features/appearances/form/edit-kind'
import { findCachedAppearance } from '~/features/appearances/list/cache'
import { appearanceKeys } from '~/features/appearances/list/queries'
import { seenKeys } from '~/features/seens/queries'
import type { Appearance } from '~/shared/schemas/appearance'
import type { SeenDetail } from '~/shared/schemas/seen-detail'
import { seenDetailFixture } from '../../seen-detail-fixture'

const SEEN = 'Abc123Def456'

const shown: Appearance = {
  appearanceShortName: 'Roof1',
  seenShortName: SEEN,
  headline: 'On the roof',
  caption: 'First line',
  relativeLocation: 1,
  relativeTime: 2,
  createdBy: null,
  displayUserName: 'Passer-by',
  createdDateTime: '2026-07-15T17:00:00.000Z',
  userAvatarPath: null,
  bookMarkedCount: 0,
  likedCount: 3,
  isOwner: true,
  imageInfo: {
    path: '/media/a.jpg',
    reducedPath: '/media/a-r.webp',
    thumbnailPath: '/media/a-t.webp',
  },
  isApproved: true,
  isRejected: false,
  isHidden: false,
  isLiked: true,
}

const edit: QueuedEdit = {
  before: shown,
  record: {
    appearanceShortName: 'Roof1',
    seenShortName: SEEN,
    displayUserName: 'Passer-by',
    headline: 'Up on the roof',
    caption: 'Better line',
    relativeLocation: 2,
    hasPhoto: true,
  },
}

/** A page showing the Seen's detail and its viewer list, both holding the appearance. */
function cached() {
  const client = new QueryClient()
  client.setQueryData<SeenDetail>(
    seenKeys.detail(SEEN),
    seenDetailFixture({ appearances: [shown] }),
  )
  client.setQueryData<InfiniteData<Appearance[], number>>(appearanceKeys.list(SEEN, 'viewer'), {
    pages: [[shown]],
    pageParams: [0],
  })
  const everywhere = () => [
    client.getQueryData<SeenDetail>(seenKeys.detail(SEEN))?.appearances[0],
    client.getQueryData<InfiniteData<Appearance[], number>>(appearanceKeys.list(SEEN, 'viewer'))
      ?.pages[0]?.[0],
  ]
  return { client, everywhere }
}

describe('an appearance edited offline (appearances.edit)', () => {
  it('is sent as docs/product.md#calls POST /api/appearance with the edited record, as an upload', () => {
    expect(appearanceEditKind.request(edit, 'Roof1')).toEqual({
      method: 'post',
      path: '/api/appearance',
      body: { appearanceRecord: edit.record },
      upload: true,
    })
    expect(appearanceEditKind.guests).toBe(true)
  })

  it('shows the change at once wherever the appearance is cached, keeping likes and photo', () => {
    const { client, everywhere } = cached()
    appearanceEditKind.apply(client, edit, 'Roof1')
    appearanceEditKind.apply(client, edit, 'Roof1')
    for (const copy of everywhere()) {
      expect(copy).toMatchObject({
        headline: 'Up on the roof',
        caption: 'Better line',
        relativeLocation: 2,
        likedCount: 3,
        isLiked: true,
        imageInfo: shown.imageInfo,
      })
    }
  })

  it('shows a new photo from the picked file', () => {
    const { client, everywhere } = cached()
    const withPhoto = {
      ...edit,
      record: { ...edit.record, imageInfo: { image: 'AAAA', contentType: 'image/png' } },
    }
    appearanceEditKind.apply(client, withPhoto, 'Roof1')
    expect(everywhere()[0]?.imageInfo?.thumbnailPath).toBe('data:image/png;base64,AAAA')
  })

  it('puts the appearance back as it was when the server refuses the change', () => {
    const { client, everywhere } = cached()
    appearanceEditKind.apply(client, edit, 'Roof1')
    appearanceEditKind.rollback(client, edit, 'Roof1')
    expect(everywhere()).toEqual([shown, shown])
  })

  it('finds the appearance the page shows, in the detail or a list', () => {
    const { client } = cached()
    expect(findCachedAppearance(client, SEEN, 'Roof1')).toEqual(shown)
    client.removeQueries({ queryKey: seenKeys.detail(SEEN) })
    expect(findCachedAppearance(client, SEEN, 'Roof1')).toEqual(shown)
    expect(findCachedAppearance(client, SEEN, 'Unknown')).toBeUndefined()
  })
})
