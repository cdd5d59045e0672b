import { describe, expect, it } from 'vitest'
import { OFFLINE_TEXT, timeAgo } from '~/components/offline/offline-text'
import { needsIosInstallHint } from '~/lib/offline/install'

const MINUTE = 60_000

describe('"saved <time> ago"', () => {
  it.each([
    [30_000, 'just now'],
    [MINUTE, '1 minute ago'],
    [5 * MINUTE, '5 minutes ago'],
    [3 * 60 * MINUTE, '3 hours ago'],
    [2 * 24 * 60 * MINUTE, '2 days ago'],
  ])('%i ms ago reads "%s"', (age, text) => {
    expect(timeAgo(1_000_000_000 - age, 1_000_000_000)).toBe(text)
  })

  it('counts waiting actions in words', () => {
    expect(OFFLINE_TEXT.waiting(1)).toBe('1 action waiting to send')
    expect(OFFLINE_TEXT.waiting(3)).toBe('3 actions waiting to send')
  })
})

describe('iOS "Add to Home Screen" hint', () => {
  const nav = (userAgent: string, extra: Partial<Navigator> = {}) =>
    ({ userAgent, platform: 'iPhone', maxTouchPoints: 5, ...extra }) as Navigator

  it('shows on iOS Safari in a tab', () => {
    expect(needsIosInstallHint(nav('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)'))).toBe(
      true,
    )
  })

  it('does not show once installed, nor elsewhere', () => {
    const installed = { standalone: true } as Partial<Navigator>
    expect(needsIosInstallHint(nav('Mozilla/5.0 (iPhone)', installed))).toBe(false)
    const android = nav('Mozilla/5.0 (Linux; Android 14)', { platform: 'Linux', maxTouchPoints: 5 })
    expect(needsIosInstallHint(android)).toBe(false)
  })
})
