/** Who may download a Seen's photos, and which Seens' links show a preview card. */
import { describe, expect, it } from 'vitest'
import { canDownloadPhotos, hasLinkPreview, type SeenRole } from '~/server/policy'

describe('canDownloadPhotos', () => {
  const roles: SeenRole[] = ['guest', 'user', 'member', 'creator']
  it.each(roles)('%s: the creator always, members only when allowed, never others', (role) => {
    for (const type of [1, 2, 3, 4, 5, 6] as const) {
      for (const allowed of [false, true]) {
        const seen = { accessibilityType: type, active: true, membersMayDownload: allowed }
        const expected = role === 'creator' || (role === 'member' && allowed)
        expect(canDownloadPhotos(seen, role)).toBe(expected)
      }
    }
    const inactive = { accessibilityType: 1 as const, active: false, membersMayDownload: true }
    expect(canDownloadPhotos(inactive, role)).toBe(role === 'creator')
  })
})

describe('hasLinkPreview', () => {
  it('only an active public Seen (types 1 to 3) shows its data in a shared link', () => {
    for (const type of [1, 2, 3, 4, 5, 6] as const) {
      expect(hasLinkPreview({ accessibilityType: type, active: true })).toBe(type <= 3)
      expect(hasLinkPreview({ accessibilityType: type, active: false })).toBe(false)
    }
  })
})
