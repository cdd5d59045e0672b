import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import {
  deleteFaceDescriptors,
  forgetSelfie,
  photoFacesKey,
  readPhotoFaces,
  readSelfie,
  storePhotoFaces,
  storeSelfie,
} from '~/lib/offline/face-descriptors'
import { wipeUserData } from '~/lib/offline/user-data'

const face = (value: number) => Float32Array.from({ length: 4 }, () => value)

afterEach(() => deleteFaceDescriptors())

describe('the faces Find me keeps on this device', () => {
  it("keeps each photo's descriptors by appearance and image path", async () => {
    const key = photoFacesKey('abc123', '/media/abc123-reduced.webp')
    await storePhotoFaces(key, [face(0.1), face(0.2)])
    await storePhotoFaces(photoFacesKey('xyz', '/media/xyz-reduced.webp'), [])
    const [found, none, unknown] = await readPhotoFaces([
      key,
      photoFacesKey('xyz', '/media/xyz-reduced.webp'),
      photoFacesKey('new', '/media/new-reduced.webp'),
    ])
    expect(found?.map((d) => Array.from(d))).toEqual([Array.from(face(0.1)), Array.from(face(0.2))])
    expect(none).toEqual([])
    expect(unknown).toBeUndefined()
  })

  it('forgets the selfie at once and keeps the photos', async () => {
    const key = photoFacesKey('abc123', '/media/abc123-reduced.webp')
    await storeSelfie(face(0.5))
    await storePhotoFaces(key, [face(0.1)])
    expect(Array.from((await readSelfie()) ?? [])).toEqual(Array.from(face(0.5)))
    await forgetSelfie()
    expect(await readSelfie()).toBeUndefined()
    expect(await readPhotoFaces([key])).toHaveLength(1)
  })

  it('drops everything at logout', async () => {
    const key = photoFacesKey('abc123', '/media/abc123-reduced.webp')
    await storeSelfie(face(0.5))
    await storePhotoFaces(key, [face(0.1)])
    await wipeUserData('ada')
    expect(await readSelfie()).toBeUndefined()
    expect(await readPhotoFaces([key])).toEqual([undefined])
  })
})
