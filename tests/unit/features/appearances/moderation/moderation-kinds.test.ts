import { type InfiniteData, QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { appearanceKeys } from '~/features/appearances/list/queries'
import {
  appearanceRemoveKind,
  posterBlockKind,
  posterUnblockKind,
} from '~/features/appearances/moderation/moderation-kinds'
import { posterBlockKeys } from '~/features/appearances/moderation/poster-block-queries'
import { seenKeys } from '~/features/seens/queries'
import type { Appearance } from '~/shared/schemas/appearance'
import type { BlockedPoster } from '~/shared/schemas/moderation'
import type { SeenDetail } from '~/shared/schemas/seen-detail'
import { appearanceFixture } from '../../appearance-fixture'
import { seenDetailFixture } from '../../seen-detail-fixture'

const SEEN = 'Abc123Def456'
const gone = appearanceFixture('Gone', { seenShortName: SEEN })
const kept = appearanceFixture('Kept', { seenShortName: SEEN })
const block = (id: string, blockedDate: string): BlockedPoster => ({
  id,
  seenShortName: SEEN,
  displayName: `Poster ${id}`,
  username: null,
  isGuest: true,
  blockedDate,
})

function cacheWith(appearances: Appearance[], blocks: BlockedPoster[] = []) {
  const client = new QueryClient()
  client.setQueryData(seenKeys.detail(SEEN), seenDetailFixture({ appearances }))
  client.setQueryData<InfiniteData<Appearance[], number>>(appearanceKeys.list(SEEN, 'all'), {
    pages: [appearances],
    pageParams: [0],
  })
  client.setQueryData(posterBlockKeys.seen(SEEN), blocks)
  return client
}

describe('the host moderation kinds of the outbox', () => {
  it('remove: one POST per photo, and the photo leaves the detail and every list at once', () => {
    expect(appearanceRemoveKind.request({ before: gone }, gone.appearanceShortName)).toEqual({
      method: 'post',
      path: '/api/appearance/remove/Gone-short-name',
      body: {},
    })
    const client = cacheWith([gone, kept])
    appearanceRemoveKind.apply(client, { before: gone }, gone.appearanceShortName)
    appearanceRemoveKind.apply(client, { before: gone }, gone.appearanceShortName)
    const detail = client.getQueryData<SeenDetail>(seenKeys.detail(SEEN))
    expect(detail?.appearances.map((a) => a.headline)).toEqual(['Kept'])
    const list = client.getQueryData<InfiniteData<Appearance[]>>(appearanceKeys.list(SEEN, 'all'))
    expect(list?.pages.flat().map((a) => a.headline)).toEqual(['Kept'])
  })

  it('block: the server’s block joins the host’s list once, newest first', () => {
    const older = block('b1', '2026-11-27T10:00:00.000Z')
    const newer = block('b2', '2026-11-27T11:00:00.000Z')
    const client = cacheWith([gone], [older])
    const payload = { seenShortName: SEEN, displayName: 'Poster b2' }
    posterBlockKind.settle?.(client, { blockedPoster: newer }, payload, gone.appearanceShortName)
    posterBlockKind.settle?.(client, { blockedPoster: newer }, payload, gone.appearanceShortName)
    expect(client.getQueryData<BlockedPoster[]>(posterBlockKeys.seen(SEEN))).toEqual([newer, older])
  })

  it('unblock: leaves the list at once; a refusal puts it back in its place', () => {
    const a = block('b1', '2026-11-27T10:00:00.000Z')
    const b = block('b2', '2026-11-27T11:00:00.000Z')
    const client = cacheWith([], [b, a])
    expect(posterUnblockKind.request({ before: a }, 'b1')).toEqual({
      method: 'post',
      path: '/api/seen/blocked-posters/unblock',
      body: { blockId: 'b1' },
    })
    posterUnblockKind.apply(client, { before: a }, 'b1')
    expect(client.getQueryData<BlockedPoster[]>(posterBlockKeys.seen(SEEN))).toEqual([b])
    posterUnblockKind.rollback(client, { before: a }, 'b1')
    expect(client.getQueryData<BlockedPoster[]>(posterBlockKeys.seen(SEEN))).toEqual([b, a])
  })
})
