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

/** A clip (docs/decisions/180-video-clips-server.md) of `seconds`: its poster and its MP4. */
export const clipFixture = (
  name: string,
  seconds = 12.4,
  overrides: Partial<Appearance> = {},
): Appearance => {
  const stem = `/media/appearances/ab/${name.replace(/\W/g, '').toLowerCase()}`
  return appearanceFixture(name, {
    kind: 'clip',
    imageInfo: {
      path: `${stem}-poster.jpg`,
      reducedPath: `${stem}-poster-reduced.webp`,
      thumbnailPath: `${stem}-poster-thumb.webp`,
      width: 640,
      height: 360,
    },
    clipInfo: {
      path: `${stem}.mp4`,
      contentType: 'video/mp4',
      size: 1_234_567,
      durationSeconds: seconds,
      width: 640,
      height: 360,
      cdnUrl: null,
    },
    ...overrides,
  })
}
