import type { Appearance } from '~/shared/schemas/appearance'

/** A published appearance by someone else, named `name`; tests override what they are about. */
export const appearanceFixture = (
  name: string,
  overrides: Partial<Appearance> = {},
): Appearance => ({
  appearanceShortName: `${name}-short-name`,
  seenShortName: 'SeenShortName1',
  headline: name,
  caption: 'Line one<br>Line two',
  relativeLocation: 1,
  relativeTime: 2,
  createdBy: 'someone',
  displayUserName: 'Someone',
  createdDateTime: new Date().toISOString(),
  userAvatarPath: null,
  bookMarkedCount: 0,
  likedCount: 2,
  isOwner: false,
  imageInfo: null,
  isApproved: true,
  isRejected: false,
  isHidden: false,
  isLiked: false,
  ...overrides,
})
