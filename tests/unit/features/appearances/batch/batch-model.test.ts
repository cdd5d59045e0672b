import { describe, expect, it } from 'vitest'
import {
  addFiles,
  BATCH_PHOTO_LIMIT,
  type BatchPhoto,
  checkBatch,
  draftFor,
  photoReady,
  photoUndecodable,
  removePhoto,
  setOverride,
} from '~/features/appearances/batch/batch-model'
import { BATCH_TEXT, photosAndClips } from '~/features/appearances/batch/batch-text'
import { ADD_PHOTOS_TEXT } from '~/features/appearances/form/add-photos'
import { newDraft, type PickedPhoto } from '~/features/appearances/form/form-model'
import { fieldMessage } from '~/shared/messages'
import { APPEARANCE_LABELS } from '~/shared/schemas/appearance'

const file = (name: string, type = 'image/jpeg', size = 100, lastModified = 1) => ({
  name,
  type,
  size,
  lastModified,
})
const picked = (name: string): PickedPhoto => ({
  base64: 'AAAA',
  contentType: 'image/jpeg',
  name,
  previewUrl: 'data:image/jpeg;base64,AAAA',
})
let n = 0
const ids = () => `p${++n}`

const common = {
  ...newDraft('RoofParty1', 'Alice'),
  headline: 'Wedding',
  caption: 'Under the oak.',
  relativeLocation: 1 as const,
}

/** A batch of `count` photos, all scaled. */
function readyBatch(count: number): BatchPhoto[] {
  const files = Array.from({ length: count }, (_, i) => file(`p${i}.jpg`, 'image/jpeg', i + 1))
  let { photos, toScale } = addFiles([], files, ids)
  for (const { id, file: f } of toScale) photos = photoReady(photos, id, picked(f.name))
  return photos
}

describe('batch of photos: picking', () => {
  it(`keeps at most ${BATCH_PHOTO_LIMIT} photos and says how many were left out`, () => {
    const files = Array.from({ length: 53 }, (_, i) => file(`p${i}.jpg`, 'image/jpeg', i + 1))
    const added = addFiles([], files, ids)
    expect(added.photos).toHaveLength(BATCH_PHOTO_LIMIT)
    expect(added.toScale).toHaveLength(BATCH_PHOTO_LIMIT)
    expect(added.notices).toEqual([BATCH_TEXT.overLimit(BATCH_PHOTO_LIMIT, 3)])
    // Adding to a full batch adds nothing.
    const more = addFiles(added.photos, [file('late.jpg', 'image/jpeg', 999)], ids)
    expect(more.photos).toHaveLength(BATCH_PHOTO_LIMIT)
    expect(more.toScale).toEqual([])
    expect(more.notices).toEqual([BATCH_TEXT.overLimit(BATCH_PHOTO_LIMIT, 1)])
  })

  it('keeps the same file picked twice once', () => {
    const first = addFiles([], [file('a.jpg')], ids)
    const again = addFiles(first.photos, [file('a.jpg'), file('b.jpg', 'image/jpeg', 7)], ids)
    expect(again.photos.map((p) => p.fileName)).toEqual(['a.jpg', 'b.jpg'])
    expect(again.notices).toEqual([BATCH_TEXT.duplicate('a.jpg')])
  })

  it('names a file that is not an image and does not scale it', () => {
    const added = addFiles([], [file('notes.txt', 'text/plain'), file('a.jpg')], ids)
    expect(added.toScale.map((s) => s.file.name)).toEqual(['a.jpg'])
    expect(added.photos[0]).toMatchObject({
      status: 'unusable',
      error: BATCH_TEXT.notAnImage('notes.txt'),
    })
  })
})

describe('batch of photos: a photo the browser cannot decode', () => {
  it('is named with a clear message, left out, and the others are sent', () => {
    let { photos, toScale } = addFiles(
      [],
      [file('IMG_1.HEIC', 'image/heic'), file('a.jpg'), file('b.jpg', 'image/jpeg', 2)],
      ids,
    )
    const [heic, a, b] = toScale
    if (!heic || !a || !b) throw new Error('three photos to scale')
    photos = photoUndecodable(photos, heic.id)
    photos = photoReady(photos, a.id, picked('a.jpg'))
    expect(checkBatch(common, photos)).toEqual({ kind: 'preparing' })
    photos = photoReady(photos, b.id, picked('b.jpg'))
    expect(photos[0]).toMatchObject({
      status: 'unusable',
      error: BATCH_TEXT.undecodable('IMG_1.HEIC'),
    })
    const check = checkBatch(common, photos)
    if (check.kind !== 'ok') throw new Error(`expected ok, got ${check.kind}`)
    expect(check.records.map((r) => r.fileName)).toEqual(['a.jpg', 'b.jpg'])
  })

  it('a batch where no photo can be sent says so', () => {
    let { photos, toScale } = addFiles([], [file('IMG_1.HEIC', 'image/heic')], ids)
    photos = photoUndecodable(photos, toScale[0]?.id ?? '')
    expect(checkBatch(common, photos)).toEqual({ kind: 'empty' })
  })
})

describe('batch of photos: shared and own values', () => {
  it('applies the form values to every photo, and a photo’s own ones to it alone', () => {
    let photos = readyBatch(3)
    const second = photos[1]?.id ?? ''
    photos = setOverride(photos, second, 'headline', 'First dance')
    photos = setOverride(photos, second, 'relativeLocation', 2)
    const check = checkBatch(common, photos)
    if (check.kind !== 'ok') throw new Error(`expected ok, got ${check.kind}`)
    expect(check.records.map((r) => [r.record.headline, r.record.relativeLocation])).toEqual([
      ['Wedding', 1],
      ['First dance', 2],
      ['Wedding', 1],
    ])
    for (const { record } of check.records) {
      expect(record).toMatchObject({ caption: 'Under the oak.', displayUserName: 'Alice' })
      expect(record.imageInfo?.image).toBe('AAAA')
      expect(record.appearanceShortName).toBe(common.appearanceShortName)
    }
    // Cleared again, the photo takes the form's value.
    photos = setOverride(photos, second, 'headline', undefined)
    expect(draftFor(common, photos[1] as BatchPhoto).headline).toBe('Wedding')
  })

  it('checks each photo with the shared docs/product.md#validation schema and names the photo that breaks it', () => {
    let photos = readyBatch(2)
    photos = setOverride(photos, photos[1]?.id ?? '', 'headline', 'h'.repeat(101))
    const check = checkBatch(common, photos)
    expect(check).toEqual({
      kind: 'invalid',
      errors: { [photos[1]?.id ?? '']: [fieldMessage.tooLong(APPEARANCE_LABELS.headline, 100)] },
    })
  })

  it('a removed photo is not sent', () => {
    let photos = readyBatch(3)
    photos = removePhoto(photos, photos[0]?.id ?? '')
    const check = checkBatch(common, photos)
    expect(check.kind === 'ok' && check.records.map((r) => r.fileName)).toEqual([
      'p1.jpg',
      'p2.jpg',
    ])
  })
})

describe('how a batch of photos and clips is named', () => {
  it('counts photos and clips apart, as the heading and the send button say them', () => {
    expect(photosAndClips(3)).toBe('3 photos')
    expect(photosAndClips(1, 1)).toBe('1 clip')
    expect(photosAndClips(3, 1)).toBe('2 photos and 1 clip')
    expect(ADD_PHOTOS_TEXT.send(2, 1)).toBe('Send 1 photo and 1 clip')
    expect(ADD_PHOTOS_TEXT.send(1)).toBe('Send 1 photo')
  })

  it('takes a video as a clip to prepare and a non-media file as unusable', () => {
    const added = addFiles(
      [],
      [
        { name: 'dance.mp4', type: 'video/mp4', size: 10, lastModified: 1 },
        { name: 'notes.txt', type: 'text/plain', size: 10, lastModified: 1 },
      ],
    )
    expect(added.photos.map((p) => [p.fileName, p.status, p.isClip])).toEqual([
      ['dance.mp4', 'preparing', true],
      ['notes.txt', 'unusable', false],
    ])
    expect(added.toScale.map((item) => item.isClip)).toEqual([true])
  })
})
