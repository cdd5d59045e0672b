import { describe, expect, it } from 'vitest'
import {
  imageFileError,
  imageUrl,
  isImageFile,
  outputTypeFor,
  renameFor,
  scaledSize,
} from '~/lib/images'
import { IMAGE_LONG_SIDE } from '~/shared/constants'
import { IMAGE_MSG } from '~/shared/image-messages'

const file = (name: string, type: string) => ({ name, type })

describe('scaledSize', () => {
  it('brings the longer side down to the limit, keeping the aspect ratio', () => {
    expect(scaledSize(4000, 3000, IMAGE_LONG_SIDE.seen)).toEqual({ width: 1440, height: 1080 })
    expect(scaledSize(3000, 4000, IMAGE_LONG_SIDE.appearance)).toEqual({ width: 600, height: 800 })
    expect(scaledSize(5000, 5000, IMAGE_LONG_SIDE.avatar)).toEqual({ width: 400, height: 400 })
    expect(scaledSize(4032, 1, 1440)).toEqual({ width: 1440, height: 1 })
  })

  it('never enlarges', () => {
    expect(scaledSize(640, 480, 1440)).toEqual({ width: 640, height: 480 })
    expect(scaledSize(1440, 900, 1440)).toEqual({ width: 1440, height: 900 })
  })
})

describe('isImageFile and imageFileError', () => {
  it('accepts photos by type, or by extension when the picker gives no type', () => {
    expect(isImageFile(file('a.jpg', 'image/jpeg'))).toBe(true)
    expect(isImageFile(file('a.png', 'image/png'))).toBe(true)
    expect(isImageFile(file('a.gif', 'image/gif'))).toBe(true)
    expect(isImageFile(file('IMG_0001.HEIC', ''))).toBe(true)
    expect(isImageFile(file('photo', 'image/webp'))).toBe(true)
  })

  it('refuses documents, SVG and unknown files', () => {
    expect(isImageFile(file('notes.txt', 'text/plain'))).toBe(false)
    expect(isImageFile(file('logo.svg', 'image/svg+xml'))).toBe(false)
    expect(isImageFile(file('fake.jpg', 'application/pdf'))).toBe(false)
    expect(isImageFile(file('mystery', ''))).toBe(false)
  })

  it('words the message as each form does (docs/product.md#validation)', () => {
    const text = file('notes.txt', 'text/plain')
    expect(imageFileError(text, 'seen')).toBe('Please select an image file.')
    expect(imageFileError(text, 'appearance')).toBe('Please select an image file')
    expect(imageFileError(text, 'avatar')).toBe(IMAGE_MSG.selectImage)
    expect(imageFileError(file('a.jpg', 'image/jpeg'), 'seen')).toBeUndefined()
  })
})

describe('output type and name', () => {
  it('keeps transparency-capable sources as WebP, the rest as JPEG', () => {
    expect(outputTypeFor('image/png')).toBe('image/webp')
    expect(outputTypeFor('image/gif')).toBe('image/webp')
    expect(outputTypeFor('image/jpeg')).toBe('image/jpeg')
    expect(outputTypeFor('image/heic')).toBe('image/jpeg')
    expect(outputTypeFor('')).toBe('image/jpeg')
  })

  it('renames to the sent type', () => {
    expect(renameFor('holiday.HEIC', 'image/jpeg')).toBe('holiday.jpg')
    expect(renameFor('my.logo.png', 'image/webp')).toBe('my.logo.webp')
    expect(renameFor('', 'image/jpeg')).toBe('photo.jpg')
  })
})

describe('imageUrl', () => {
  const info = {
    path: '/media/seens/ab/abc.jpg',
    reducedPath: '/media/seens/ab/abc-reduced.webp',
    thumbnailPath: '/media/seens/ab/abc-thumb.webp',
  }

  it('uses the /media paths without a CDN', () => {
    expect(imageUrl(info, 'reduced')).toBe(info.reducedPath)
    expect(imageUrl(info, 'thumbnail')).toBe(info.thumbnailPath)
    expect(imageUrl({ path: info.path }, 'thumbnail')).toBe(info.path)
    expect(imageUrl(null, 'original')).toBeUndefined()
  })

  it('puts every variant beside the original on the CDN', () => {
    const cdn = { ...info, cdnUrl: 'https://cdn.example.com/m/seens/ab/abc.jpg' }
    expect(imageUrl(cdn, 'original')).toBe(cdn.cdnUrl)
    expect(imageUrl(cdn, 'reduced')).toBe('https://cdn.example.com/m/seens/ab/abc-reduced.webp')
    expect(imageUrl({ ...info, cdnUrl: 'https://cdn.example.com/other.jpg' }, 'reduced')).toBe(
      info.reducedPath,
    )
  })
})
