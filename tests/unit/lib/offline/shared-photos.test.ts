import 'fake-indexeddb/auto'
import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import {
  clearSharedPhotos,
  keepSharedPhotos,
  readSharedPhotos,
  selectSharedPhotos,
} from '~/lib/offline/shared-photos'
import { BATCH_PHOTO_LIMIT } from '~/shared/constants'
import { SHARE_TARGET, shareNotesOf, sharePageUrl } from '~/shared/share-target'
import { webManifest } from '../../../../scripts/pwa-manifest'

const photo = (name: string, type = 'image/jpeg', bytes = 'jpeg bytes') =>
  new File([bytes], name, { type, lastModified: 1_700_000_000_000 })
const photos = (n: number, prefix = 'p') =>
  Array.from({ length: n }, (_, i) => photo(`${prefix}${i}.jpg`))

afterEach(() => clearSharedPhotos())

describe('which shared files are kept', () => {
  it('keeps photos, counts other files as not photos and ignores text fields', () => {
    const picked = selectSharedPhotos(
      [photo('a.jpg'), 'a link', photo('notes.pdf', 'application/pdf'), photo('b.heic', '')],
      0,
    )
    expect(picked.photos.map((f) => f.name)).toEqual(['a.jpg', 'b.heic'])
    expect(picked.notPhotos).toBe(1)
    expect(picked.overLimit).toBe(0)
  })

  it('keeps clips beside photos, by type or, without one, by extension', () => {
    const picked = selectSharedPhotos(
      [
        photo('first-dance.mp4', 'video/mp4'),
        photo('IMG_0042.MOV', ''),
        photo('a.jpg'),
        photo('song.mp3', 'audio/mpeg'),
      ],
      0,
    )
    expect(picked.photos.map((f) => f.name)).toEqual(['first-dance.mp4', 'IMG_0042.MOV', 'a.jpg'])
    expect(picked.notPhotos).toBe(1)
  })

  it('counts an empty file and an SVG as not photos', () => {
    const picked = selectSharedPhotos(
      [photo('empty.jpg', 'image/jpeg', ''), photo('x.svg', 'image/svg+xml')],
      0,
    )
    expect(picked).toEqual({ photos: [], notPhotos: 2, overLimit: 0 })
  })

  it('never holds more than the batch limit, counting the photos already waiting', () => {
    fc.assert(
      fc.property(fc.nat(60), fc.nat(BATCH_PHOTO_LIMIT), (shared, waiting) => {
        const picked = selectSharedPhotos(photos(shared), waiting)
        expect(waiting + picked.photos.length).toBeLessThanOrEqual(BATCH_PHOTO_LIMIT)
        expect(picked.photos.length + picked.overLimit).toBe(shared)
      }),
    )
  })
})

describe('the shared photos store', () => {
  it('gives back the kept photos with their names, types and bytes, in the order shared', async () => {
    const outcome = await keepSharedPhotos([photo('one.jpg'), photo('two.png', 'image/png', 'png')])
    expect(outcome).toEqual({ kept: 2, notPhotos: 0, overLimit: 0 })
    const back = await readSharedPhotos()
    expect(back.map((f) => [f.name, f.type])).toEqual([
      ['one.jpg', 'image/jpeg'],
      ['two.png', 'image/png'],
    ])
    expect(await back[1]?.text()).toBe('png')
  })

  it('adds a second share to the photos waiting, up to 50 in all', async () => {
    await keepSharedPhotos(photos(30, 'first'))
    const outcome = await keepSharedPhotos(photos(30, 'second'))
    expect(outcome).toEqual({ kept: 20, notPhotos: 0, overLimit: 10 })
    const back = await readSharedPhotos()
    expect(back).toHaveLength(BATCH_PHOTO_LIMIT)
    expect(back[0]?.name).toBe('first0.jpg')
    expect(back.at(-1)?.name).toBe('second19.jpg')
  })

  it('keeps nothing of a share with no photo in it', async () => {
    const outcome = await keepSharedPhotos([photo('a.txt', 'text/plain'), 'text'])
    expect(outcome).toEqual({ kept: 0, notPhotos: 1, overLimit: 0 })
    expect(await readSharedPhotos()).toEqual([])
  })

  it('forgets every photo once cleared (queued or discarded)', async () => {
    await keepSharedPhotos(photos(3))
    await clearSharedPhotos()
    expect(await readSharedPhotos()).toEqual([])
  })
})

describe('the share page address', () => {
  it('carries only what was left out, and reads back the same', () => {
    expect(sharePageUrl({ kept: 3, notPhotos: 0, overLimit: 0 })).toBe('/share')
    const url = sharePageUrl({ kept: 1, notPhotos: 2, overLimit: 4, problem: 'storage' })
    const search = Object.fromEntries(new URL(url, 'https://x.test').searchParams)
    expect(shareNotesOf(search)).toEqual({ notPhotos: 2, overLimit: 4, problem: 'storage' })
  })

  it('reads anything unexpected in the query as nothing to say', () => {
    expect(shareNotesOf({ notPhotos: '-3', overLimit: 'many', problem: '<b>' })).toEqual({})
  })
})

describe('the manifest', () => {
  it('declares a share target for photos and clips: POST, multipart, files accepting image/* and video/*', () => {
    expect(webManifest.share_target).toEqual({
      action: SHARE_TARGET.action,
      method: 'POST',
      enctype: 'multipart/form-data',
      params: { files: [{ name: SHARE_TARGET.filesField, accept: ['image/*', 'video/*'] }] },
    })
  })
})
