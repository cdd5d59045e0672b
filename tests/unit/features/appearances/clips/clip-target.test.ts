import { describe, expect, it } from 'vitest'
import {
  CLIP_TARGET,
  clipTypeOf,
  durationRefusal,
  isClipFile,
  keepsVideoAsIs,
  posterSize,
  posterTime,
  reducedFrameRate,
  reducedSize,
  sizeRefusal,
} from '~/features/appearances/clips/clip-target'
import { CLIP_MSG } from '~/shared/clip-messages'
import { CLIP_LIMITS } from '~/shared/constants'

const picked = (name: string, type = '') => ({ name, type })

describe('isClipFile', () => {
  it('takes any video type, and decides by extension only when the picker gave no type', () => {
    expect(isClipFile(picked('IMG_0001.MOV', 'video/quicktime'))).toBe(true)
    expect(isClipFile(picked('clip', 'video/webm'))).toBe(true)
    expect(isClipFile(picked('a.mp4', 'image/jpeg'))).toBe(false)
    for (const name of ['a.mp4', 'b.MOV', 'c.webm', 'd.m4v'])
      expect(isClipFile(picked(name))).toBe(true)
    expect(isClipFile(picked('setup.exe'))).toBe(false)
    expect(isClipFile(picked('photo.jpg'))).toBe(false)
  })

  it('sends an original with the type its name says when the picker gave none', () => {
    expect(clipTypeOf(picked('a.MOV'))).toBe('video/quicktime')
    expect(clipTypeOf(picked('a.webm'))).toBe('video/webm')
    expect(clipTypeOf(picked('a.m4v'))).toBe('video/mp4')
    expect(clipTypeOf(picked('a.mov', 'video/x-custom'))).toBe('video/x-custom')
  })
})

describe('limits, as the server applies them', () => {
  it('allows half a second of container rounding over 60 s, and no more', () => {
    expect(durationRefusal(CLIP_LIMITS.maxSeconds)).toBeNull()
    expect(durationRefusal(CLIP_LIMITS.maxSeconds + 0.5)).toBeNull()
    expect(durationRefusal(CLIP_LIMITS.maxSeconds + 0.51)).toBe(CLIP_MSG.tooLong)
    expect(durationRefusal(61)).toBe(CLIP_MSG.tooLong)
  })

  it('refuses an original over 200 MB', () => {
    expect(sizeRefusal(CLIP_LIMITS.maxBytes)).toBeNull()
    expect(sizeRefusal(CLIP_LIMITS.maxBytes + 1)).toBe(CLIP_MSG.tooLarge)
  })
})

describe('reducedSize', () => {
  it('fits the short side to 720, landscape and portrait alike', () => {
    expect(reducedSize(1920, 1080)).toEqual({ width: 1280, height: 720 })
    expect(reducedSize(1080, 1920)).toEqual({ width: 720, height: 1280 })
    expect(reducedSize(3840, 2160)).toEqual({ width: 1280, height: 720 })
    expect(reducedSize(1440, 1080)).toEqual({ width: 960, height: 720 })
  })

  it('never enlarges, and keeps both sides even', () => {
    expect(reducedSize(640, 360)).toEqual({ width: 640, height: 360 })
    expect(reducedSize(853, 479)).toEqual({ width: 854, height: 480 })
    expect(reducedSize(1918, 1078)).toEqual({ width: 1282, height: 720 })
  })
})

describe('the poster', () => {
  it('is the clip displayed, its long side at most 1280', () => {
    expect(posterSize(1280, 720)).toEqual({ width: 1280, height: 720 })
    expect(posterSize(720, 1280)).toEqual({ width: 720, height: 1280 })
    expect(posterSize(1920, 1080)).toEqual({ width: 1280, height: 720 })
    expect(posterSize(1707, 720)).toEqual({ width: 1280, height: 540 })
  })

  it('is taken a second in, or in the middle of a shorter clip', () => {
    expect(posterTime(30)).toBe(1)
    expect(posterTime(1)).toBe(0.5)
    expect(posterTime(0)).toBe(0)
  })
})

describe('what is encoded again', () => {
  const small = { codec: 'avc', width: 1280, height: 720, bitrate: 2_600_000, frameRate: 30 }

  it('copies the video of an H.264 clip already as small as a reduced one', () => {
    expect(keepsVideoAsIs(small)).toBe(true)
    expect(keepsVideoAsIs({ ...small, width: 720, height: 1280 })).toBe(true)
  })

  it('encodes a larger, heavier, faster or other clip', () => {
    expect(keepsVideoAsIs({ ...small, width: 1920, height: 1080 })).toBe(false)
    expect(keepsVideoAsIs({ ...small, bitrate: 17_000_000 })).toBe(false)
    expect(keepsVideoAsIs({ ...small, frameRate: 60 })).toBe(false)
    expect(keepsVideoAsIs({ ...small, codec: 'hevc' })).toBe(false)
  })

  it('encodes 60 fps at 30, and leaves 30, 25 and 24 alone', () => {
    expect(reducedFrameRate(59.94)).toBe(CLIP_TARGET.frameRate)
    for (const rate of [30, 29.97, 25, 24]) expect(reducedFrameRate(rate)).toBeUndefined()
  })
})
