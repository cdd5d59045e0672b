import type { SeenDetail } from '~/shared/schemas/seen-detail'

/** A Seen as GET /api/seen/{shortname} answers it, for the client's pure functions. */
export function seenDetailFixture(overrides: Partial<SeenDetail> = {}): SeenDetail {
  return {
    id: '0b8a4a1e-1111-4000-8000-000000000001',
    shortName: 'Abc123Def456',
    seenShortName: 'Abc123Def456',
    seenName: 'Garden Concert',
    headline: 'Music under the trees #music',
    caption: 'Bring a blanket.<br>Doors at six &amp; more',
    locationType: 1,
    sponsor: 'City Orchestra',
    contactBlock: 'Ask at the gate',
    webAddress: 'https://example.com/concert',
    startDateTime: '2026-07-15T16:00:00.000Z',
    endDateTime: '2026-07-15T19:00:00.000Z',
    durationHours: 3,
    timeZoneId: 'Europe/Paris',
    preSeenDays: 1,
    postSeenDays: 2,
    addressBlock: '1 Rue de la Paix',
    phoneNumber: null,
    countryCode: 'FR',
    postalCode: null,
    seenAccessibilityType: 2,
    seenRelationRules: null,
    createdBy: 'alice',
    createdById: '0b8a4a1e-2222-4000-8000-000000000002',
    createdDateTime: '2026-07-01T08:00:00.000Z',
    createdDate: '2026-07-01T08:00:00.000Z',
    geoNameId: 2988507,
    cityName: 'Paris',
    stateCode: '11',
    latitude: 48.85341,
    longitude: 2.3488,
    imageInfo: {
      path: '/media/seens/a.webp',
      reducedPath: '/media/seens/a-reduced.webp',
      thumbnailPath: '/media/seens/a-thumb.webp',
      width: 1440,
      height: 960,
    },
    requiresApproval: false,
    active: true,
    appearanceCount: 4,
    appearances: [],
    successor: null,
    isCreator: true,
    isMember: true,
    userAvatarPath: null,
    createdByDisplayName: 'Alice Moreau',
    ...overrides,
  }
}

/** A two-hour Seen that started an hour before `now`, posting open only while it runs. */
export function liveSeenFixture(now: Date, overrides: Partial<SeenDetail> = {}): SeenDetail {
  const hour = 3_600_000
  return seenDetailFixture({
    startDateTime: new Date(now.getTime() - hour).toISOString(),
    endDateTime: new Date(now.getTime() + hour).toISOString(),
    durationHours: 2,
    preSeenDays: 0,
    postSeenDays: 0,
    ...overrides,
  })
}
