import { describe, expect, it } from 'vitest'
import { appearancePhotoAccess, type SeenRole, seenPhotoAccess } from '~/server/policy'
import { stemsOfKey } from '~/server/storage/media-access'
import type { SeenAccessibilityType } from '~/shared/enums'

const seen = (type: SeenAccessibilityType, active = true, requiresApproval = false) => ({
  accessibilityType: type,
  active,
  requiresApproval,
})
const post = (
  state: Partial<Record<'isOwner' | 'isHidden' | 'isApproved' | 'isRejected', boolean>>,
) => ({
  isOwner: false,
  isHidden: false,
  isApproved: true,
  isRejected: false,
  ...state,
})
const roles: SeenRole[] = ['guest', 'user', 'member', 'creator']

describe('seenPhotoAccess', () => {
  it('is public for an active public Seen, private for 4/5, members-only for 6', () => {
    expect(roles.map((role) => seenPhotoAccess(seen(2), role))).toEqual(Array(4).fill('public'))
    expect(roles.map((role) => seenPhotoAccess(seen(5), role))).toEqual(Array(4).fill('private'))
    expect(roles.map((role) => seenPhotoAccess(seen(6), role))).toEqual([
      'denied',
      'denied',
      'private',
      'private',
    ])
  })

  it('an inactive Seen: its creator only', () => {
    expect(roles.map((role) => seenPhotoAccess(seen(1, false), role))).toEqual([
      'denied',
      'denied',
      'denied',
      'private',
    ])
  })
})

describe('appearancePhotoAccess', () => {
  it('a published post follows its Seen', () => {
    expect(appearancePhotoAccess(seen(1), 'guest', post({}))).toBe('public')
    expect(appearancePhotoAccess(seen(4), 'guest', post({}))).toBe('private')
    expect(appearancePhotoAccess(seen(6), 'user', post({}))).toBe('denied')
  })

  it('hidden, rejected and pending posts: the owner and the creator only, never public', () => {
    const moderated = seen(1, true, true)
    for (const state of [
      { isHidden: true },
      { isApproved: false, isRejected: true },
      { isApproved: false },
    ]) {
      expect(roles.map((role) => appearancePhotoAccess(moderated, role, post(state)))).toEqual([
        'denied',
        'denied',
        'denied',
        'private',
      ])
      expect(appearancePhotoAccess(moderated, 'guest', post({ ...state, isOwner: true }))).toBe(
        'private',
      )
    }
  })

  it('the owner keeps their own photo of a Seen they may no longer open', () => {
    expect(appearancePhotoAccess(seen(6), 'user', post({ isOwner: true }))).toBe('private')
  })
})

describe('stemsOfKey', () => {
  it('names the stored photo behind each rendition', () => {
    expect(stemsOfKey('appearances/ab/abcdefghijklmnopqrstuv.jpg')).toEqual([
      'abcdefghijklmnopqrstuv',
    ])
    expect(stemsOfKey('seens/ab/abcdefghijklmnopqrstuv-reduced.webp')).toEqual([
      'abcdefghijklmnopqrstuv-reduced',
      'abcdefghijklmnopqrstuv',
    ])
    expect(stemsOfKey('seens/ab/abcdefghijklmnopqrstuv-thumb.webp')).toContain(
      'abcdefghijklmnopqrstuv',
    )
  })
})
