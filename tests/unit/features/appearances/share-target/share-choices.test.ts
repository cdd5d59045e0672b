import { describe, expect, it } from 'vitest'
import { shareChoices } from '~/features/appearances/share-target/share-choices'
import type { PostableSeen } from '~/shared/schemas/postable-seens'
import { seenDetailFixture } from '../../seen-detail-fixture'

const NOW = new Date('2026-07-15T17:00:00.000Z')

const postable = (shortName: string, liveUntil: string): PostableSeen => ({
  shortName,
  seenName: shortName,
  headline: null,
  startDateTime: '2026-07-15T16:00:00.000Z',
  locationType: 1,
  createdBy: 'alice',
  isBookmarked: false,
  bookmarkCount: 0,
  isLiked: false,
  likeCount: 0,
  liveUntil,
})

/** The fixture Seen is live on NOW (15 July, 16:00–19:00 plus a day before and two after). */
const opened = (shortName: string, seenName: string, overrides = {}) =>
  seenDetailFixture({ shortName, seenName, canPostAppearance: true, ...overrides })

describe('the Seens offered for shared photos', () => {
  it('keeps the server’s order, leaving out what ended since the list was saved', () => {
    const list = [
      postable('B', '2026-07-16T00:00:00.000Z'),
      postable('A', '2026-07-15T16:59:00.000Z'),
    ]
    expect(shareChoices(list, [], NOW).map((c) => c.shortName)).toEqual(['B'])
  })

  it('adds the Seens opened on this device that still take this person’s posts, by name', () => {
    const choices = shareChoices(
      [postable('B', '2026-07-16T00:00:00.000Z')],
      [
        opened('Z1', 'Zebra night'),
        opened('B', 'Already listed'),
        opened('A1', 'Art walk'),
        opened('N1', 'Not allowed', { canPostAppearance: false }),
        opened('I1', 'Inactive', { active: false }),
        opened('P1', 'Over', { postSeenDays: 0, startDateTime: '2026-07-10T16:00:00.000Z' }),
      ],
      NOW,
    )
    expect(choices.map((c) => c.shortName)).toEqual(['B', 'A1', 'Z1'])
  })
})
