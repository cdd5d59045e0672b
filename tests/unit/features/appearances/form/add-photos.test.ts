import fc from 'fast-check'
import * as v from 'valibot'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  ADD_PHOTOS_TEXT,
  addPhotosState,
  quickDraft,
  withQuickDefaults,
} from '~/features/appearances/form/add-photos'
import { recordOf } from '~/features/appearances/form/form-model'
import { readGuestName, rememberGuestName } from '~/features/appearances/form/guest-name'
import { STORAGE_KEYS, TEXT_LIMITS } from '~/shared/constants'
import { appearanceRecordSchema } from '~/shared/schemas/appearance'
import type { SeenDetail } from '~/shared/schemas/seen-detail'
import { liveSeenFixture } from '../../seen-detail-fixture'

const now = new Date('2026-11-25T12:00:00.000Z')
const live = (overrides: Partial<SeenDetail> = {}) => liveSeenFixture(now, overrides)

describe('addPhotosState: what the Seen page’s one action offers', () => {
  it('pick photos when the server says this viewer may post', () => {
    expect(addPhotosState(live({ canPostAppearance: true }), false, true, now)).toEqual({
      kind: 'post',
    })
  })

  it('offline, the cached permission holds only while the Seen is still live', () => {
    const ended = live({ canPostAppearance: true, startDateTime: '2026-11-01T10:00:00.000Z' })
    expect(addPhotosState(ended, false, true, now).kind).toBe('post')
    expect(addPhotosState(ended, false, false, now).kind).toBe('closed')
  })

  it.each([
    [2, false, 'login'],
    [3, false, 'login-to-request'],
    [3, true, 'request'],
    [6, false, 'invited-only'],
  ] as const)('type %i, logged in %s, not allowed to post: %s', (type, loggedIn, kind) => {
    const seen = live({ seenAccessibilityType: type, canPostAppearance: false })
    expect(addPhotosState(seen, loggedIn, true, now)).toEqual({ kind })
  })
})

const photo = { base64: 'AAAA', contentType: 'image/jpeg', name: 'a.jpg', previewUrl: '' }

describe('withQuickDefaults: a guest gives only a name', () => {
  it('fills an empty headline with the Seen’s name and an empty caption with “Shared by …”', () => {
    const draft = withQuickDefaults({ ...quickDraft('Seen000001', ' Nora '), photo }, 'Garden')
    expect(draft).toMatchObject({
      headline: 'Garden',
      caption: 'Shared by Nora',
      relativeLocation: 1,
    })
  })

  it('keeps what the guest wrote', () => {
    const typed = { ...quickDraft('Seen000001', 'Nora'), headline: 'Cake!', caption: 'Yum' }
    expect(withQuickDefaults(typed, 'Garden')).toMatchObject({ headline: 'Cake!', caption: 'Yum' })
  })

  it('without a name, the name is the only thing the form asks for', () => {
    const result = v.safeParse(
      appearanceRecordSchema,
      recordOf(withQuickDefaults({ ...quickDraft('Seen000001', '  '), photo }, 'Garden')),
    )
    expect(result.success).toBe(false)
    const fields = result.issues?.map((issue) => v.getDotPath(issue))
    expect(fields).toEqual(['displayUserName'])
  })

  it('any name of 1–100 characters and any Seen name make a record docs/product.md#validation accepts', () => {
    const text = (max: number) =>
      fc.string({ minLength: 1, maxLength: max }).filter((s) => s.trim().length > 0)
    fc.assert(
      fc.property(text(TEXT_LIMITS.appearanceDisplayName), text(100), (name, seenName) => {
        const draft = withQuickDefaults({ ...quickDraft('Seen000001', name), photo }, seenName)
        expect(v.safeParse(appearanceRecordSchema, recordOf(draft)).success).toBe(true)
      }),
    )
  })
})

describe('the guest’s name on this device', () => {
  afterEach(() => vi.unstubAllGlobals())

  function stubStorage() {
    const items = new Map<string, string>()
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => items.set(key, value),
    })
    return items
  }

  it('is remembered trimmed, and a blank one changes nothing', () => {
    const items = stubStorage()
    expect(readGuestName()).toBe('')
    rememberGuestName('  Nora  ')
    rememberGuestName('   ')
    expect(items.get(STORAGE_KEYS.guestName)).toBe('Nora')
    expect(readGuestName()).toBe('Nora')
  })

  it('a stored value over the limit is not offered', () => {
    const items = stubStorage()
    items.set(STORAGE_KEYS.guestName, 'x'.repeat(TEXT_LIMITS.appearanceDisplayName + 1))
    expect(readGuestName()).toBe('')
  })

  it('storage that throws costs only the remembered name', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('full')
      },
    })
    expect(() => rememberGuestName('Nora')).not.toThrow()
    expect(readGuestName()).toBe('')
  })
})

it('the send button counts the photos', () => {
  expect(ADD_PHOTOS_TEXT.send(1)).toBe('Send 1 photo')
  expect(ADD_PHOTOS_TEXT.send(20)).toBe('Send 20 photos')
})
