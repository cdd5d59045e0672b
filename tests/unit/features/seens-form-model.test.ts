import { describe, expect, it } from 'vitest'
import {
  draftOfSeen,
  NEW_SEEN_DURATION_HOURS,
  newSeenDraft,
  type SeenDraft,
} from '~/features/seens/form/form-model'
import { endDateTimeOf, recordOf } from '~/features/seens/form/form-record'
import { errorsFromFieldErrors, validateDraft } from '~/features/seens/form/form-validation'
import { dateMessage, fieldMessage } from '~/shared/messages'
import { seenDetailFixture } from './seen-detail-fixture'

const now = new Date('2026-07-01T10:00:00.000Z')

/** A draft that passes every docs/product.md#validation rule. */
function validDraft(overrides: Partial<SeenDraft> = {}): SeenDraft {
  return {
    ...newSeenDraft('Europe/Paris'),
    seenName: 'Garden Concert',
    caption: 'Bring a blanket.\nDoors at six.',
    seenAccessibilityType: 1,
    locationType: 1,
    startDate: '2026-07-15',
    startTime: '18:00',
    durationHours: '3',
    city: {
      geoNameId: 2988507,
      cityName: 'Paris',
      stateCode: '11',
      countryCode: 'FR',
      latitude: 48.85341,
      longitude: 2.3488,
    },
    photo: {
      base64: 'AAAA',
      contentType: 'image/jpeg',
      name: 'garden.jpg',
      width: 1440,
      height: 960,
      previewUrl: 'data:image/jpeg;base64,AAAA',
    },
    ...overrides,
  }
}

describe('endDateTime (docs/product.md#records: computed on submit from start + duration)', () => {
  it('adds the duration, half hours included', () => {
    expect(endDateTimeOf('2026-07-15T16:00:00.000Z', 2.5)).toBe('2026-07-15T18:30:00.000Z')
    expect(endDateTimeOf('2026-07-15T16:00:00.000Z', 24)).toBe('2026-07-16T16:00:00.000Z')
  })

  it('is absent while the start or the duration is', () => {
    expect(endDateTimeOf('', 3)).toBeNull()
    expect(endDateTimeOf('2026-07-15T16:00:00.000Z', null)).toBeNull()
  })
})

describe('recordOf (the createSeenRecord the form posts)', () => {
  it('turns the start on the Seen clocks into an instant and computes the end', () => {
    const record = recordOf(validDraft())
    expect(record).toMatchObject({
      shortName: '-new-',
      startDateTime: '2026-07-15T16:00:00.000Z',
      endDateTime: '2026-07-15T19:00:00.000Z',
      durationHours: 3,
      preSeenDays: 0,
      postSeenDays: 0,
      timeZoneId: 'Europe/Paris',
      geoNameId: 2988507,
      cityName: 'Paris',
      hasPhoto: true,
      imageInfo: { image: 'AAAA', contentType: 'image/jpeg', name: 'garden.jpg' },
    })
  })

  it('reads an empty number as missing, and a date without a time as midnight', () => {
    const record = recordOf(validDraft({ durationHours: ' ', startTime: '' }))
    expect(record.durationHours).toBeNull()
    expect(record.endDateTime).toBeNull()
    expect(record.startDateTime).toBe('2026-07-14T22:00:00.000Z')
  })

  it('has no photo for a new draft without a picked file', () => {
    const record = recordOf(validDraft({ photo: null }))
    expect(record).toMatchObject({ hasPhoto: false, imageInfo: null })
  })
})

describe('validateDraft (the shared schema, as the server applies it)', () => {
  it('starts a new Seen at a duration the form accepts, not at the product’s record default 0', () => {
    expect(newSeenDraft('UTC').durationHours).toBe(String(NEW_SEEN_DURATION_HOURS))
    expect(validateDraft(newSeenDraft('UTC'), now).durationHours).toBeUndefined()
  })

  it('accepts a complete draft', () => {
    expect(validateDraft(validDraft(), now)).toEqual({})
  })

  it('reports every required field of a new, untouched form in the words of docs/product.md#validation', () => {
    expect(validateDraft(newSeenDraft('UTC'), now)).toEqual({
      seenName: fieldMessage.required('Seen Name'),
      caption: fieldMessage.required('Caption'),
      seenAccessibilityType: fieldMessage.selectionRequired('Accessibility Type'),
      locationType: fieldMessage.selectionRequired('Location Type'),
      startDateTime: fieldMessage.required('Start Date'),
      city: fieldMessage.selectionRequired('City'),
      photo: fieldMessage.required('Photo'),
    })
  })

  it('asks for the photo of a new Seen when every other field is valid', () => {
    expect(validateDraft(validDraft({ photo: null }), now)).toEqual({
      photo: fieldMessage.required('Photo'),
    })
  })

  it.each([
    [{ seenName: 'x'.repeat(101) }, 'seenName', fieldMessage.tooLong('Seen Name', 100)],
    [{ headline: 'x'.repeat(101) }, 'headline', fieldMessage.tooLong('Headline', 100)],
    [{ caption: 'x'.repeat(501) }, 'caption', fieldMessage.tooLong('Caption', 500)],
    [{ durationHours: '25' }, 'durationHours', fieldMessage.notMore('Duration', 24)],
    [{ durationHours: '' }, 'durationHours', fieldMessage.required('Duration')],
    [{ preSeenDays: '91' }, 'preSeenDays', fieldMessage.notMore('Days Before', 90)],
    [{ postSeenDays: '-1' }, 'postSeenDays', fieldMessage.notLess('Days After', 0)],
    [{ webAddress: 'ftp://example.com' }, 'webAddress', fieldMessage.invalidUrl('Web Address')],
    [{ sponsor: 'x'.repeat(161) }, 'sponsor', fieldMessage.tooLong('Organizer', 160)],
    [{ addressBlock: 'x'.repeat(256) }, 'addressBlock', fieldMessage.tooLong('Address', 255)],
    [
      { contactBlock: 'x'.repeat(256) },
      'contactBlock',
      fieldMessage.tooLong('Additional Info', 255),
    ],
    [
      { startDate: '2026-10-01' },
      'startDateTime',
      dateMessage.notAfter('Start Date', '2026-09-29'),
    ],
    [
      { startDate: '2026-06-29' },
      'startDateTime',
      dateMessage.notBefore('Start Date', '2026-06-30'),
    ],
  ] as const)('%o -> %s: %s', (change, field, message) => {
    expect(validateDraft(validDraft(change), now)).toEqual({ [field]: message })
  })
})

describe('edit mode', () => {
  it('fills the form with the Seen on its own clocks, caption as text', () => {
    const draft = draftOfSeen(seenDetailFixture(), '/media/seens/a-reduced.webp')
    expect(draft).toMatchObject({
      shortName: 'Abc123Def456',
      caption: 'Bring a blanket.\nDoors at six & more',
      startDate: '2026-07-15',
      startTime: '18:00',
      durationHours: '3',
      preSeenDays: '1',
      postSeenDays: '2',
      timeZoneId: 'Europe/Paris',
      seenAccessibilityType: 2,
      sponsor: 'City Orchestra',
      city: { geoNameId: 2988507, cityName: 'Paris', countryCode: 'FR' },
      photo: null,
      storedPhotoUrl: '/media/seens/a-reduced.webp',
    })
    expect(recordOf(draft)).toMatchObject({ hasPhoto: true, imageInfo: null })
  })

  it('sends an unchanged start back exactly, so a started Seen stays editable', () => {
    const seen = seenDetailFixture({ startDateTime: '2026-06-01T16:00:42.123Z' })
    const draft = draftOfSeen(seen, '/media/x.webp')
    expect(recordOf(draft).startDateTime).toBe('2026-06-01T16:00:42.123Z')
    expect(validateDraft(draft, now)).toEqual({})
    const moved = { ...draft, startDate: '2026-06-02' }
    expect(validateDraft(moved, now).startDateTime).toBe(
      dateMessage.notBefore('Start Date', '2026-06-30'),
    )
  })
})

describe("the server's field errors on the form", () => {
  it('maps envelope keys onto the fields that show them and drops the rest', () => {
    expect(
      errorsFromFieldErrors({
        userMessage: ['Seen Name is required.', 'City selection is required.'],
        seenName: ['Seen Name is required.'],
        geoNameId: ['City selection is required.'],
        hasPhoto: ['Photo is required.'],
        image: ['Please select an image file.'],
      }),
    ).toEqual({
      seenName: 'Seen Name is required.',
      city: 'City selection is required.',
      photo: 'Photo is required.',
    })
  })
})
