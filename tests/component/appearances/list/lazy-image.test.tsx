import { act, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LazyImage, PHOTO_NOT_LOADED } from '~/features/appearances/list/lazy-image'
import { SeenCardImage } from '~/features/seens/list/components/seen-card-image'
import { LAZY_IMAGE } from '~/shared/constants'
import type { ImageInfo } from '~/shared/schemas/image-info'

const image: ImageInfo = {
  path: '/media/seens/ab/photo.jpg',
  reducedPath: '/media/seens/ab/photo-reduced.webp',
  thumbnailPath: '/media/seens/ab/photo-thumb.webp',
}

/** Every observed element is reported as in view (and so near, and not far away). */
class InViewObserver {
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
  observe() {
    queueMicrotask(() => this.callback([{ isIntersecting: true }]))
  }
  disconnect() {}
}

/** Background downloads the test finishes by hand: `load()` or leave it failing. */
const preloads: ControlledImage[] = []
class ControlledImage {
  onload: (() => void) | null = null
  src = ''
  constructor() {
    preloads.push(this)
  }
}

beforeEach(() => {
  preloads.length = 0
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  vi.stubGlobal('IntersectionObserver', InViewObserver)
  vi.stubGlobal('Image', ControlledImage)
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

async function inViewLongEnough() {
  await act(async () => {
    await Promise.resolve()
  })
  await act(async () => {
    vi.advanceTimersByTime(LAZY_IMAGE.upgradeAfterMs)
  })
}

describe.each([
  ['Seen card photo', () => <SeenCardImage image={image} />],
  ['appearance photo', () => <LazyImage image={image} alt="At the gate" />],
])('%s', (_name, ui) => {
  it('shows the thumbnail, and keeps it while the reduced image downloads or fails (offline)', async () => {
    const { container } = render(ui())
    await act(async () => {
      await Promise.resolve()
    })
    expect(container.querySelector('img')?.getAttribute('src')).toBe(image.thumbnailPath)

    await inViewLongEnough()
    expect(preloads.map((p) => p.src)).toEqual([image.reducedPath])
    expect(container.querySelector('img')?.getAttribute('src')).toBe(image.thumbnailPath)
  })

  it('leaves its frame empty, not a broken image, when even the thumbnail cannot load', async () => {
    const { container } = render(ui())
    await act(async () => {
      await Promise.resolve()
    })
    const img = container.querySelector('img')
    if (!img) throw new Error('no photo')
    await act(async () => {
      img.dispatchEvent(new Event('error'))
    })
    expect(container.querySelector('img')).toBeNull()
  })

  it('switches to the reduced image once it has loaded', async () => {
    const { container } = render(ui())
    await inViewLongEnough()
    await act(async () => {
      preloads[0]?.onload?.()
    })
    expect(container.querySelector('img')?.getAttribute('src')).toBe(image.reducedPath)
  })
})

describe('a Seen card photo in view on arrival (priority)', () => {
  it('shows the reduced image from the first render, not the thumbnail and a 2 s upgrade', () => {
    const { container } = render(<SeenCardImage image={image} priority />)
    const img = container.querySelector('img')
    expect(img?.getAttribute('src')).toBe(image.reducedPath)
    expect(img?.getAttribute('fetchpriority')).toBe('high')
  })

  it('falls back to the thumbnail when the reduced image cannot load (offline)', async () => {
    const { container } = render(<SeenCardImage image={image} priority />)
    const img = container.querySelector('img')
    if (!img) throw new Error('no photo')
    await act(async () => {
      img.dispatchEvent(new Event('error'))
    })
    expect(container.querySelector('img')?.getAttribute('src')).toBe(image.thumbnailPath)
  })
})

describe('an appearance photo that cannot load', () => {
  it('keeps its name for screen readers', async () => {
    const { container, getByRole } = render(<LazyImage image={image} alt="At the gate" />)
    await act(async () => {
      await Promise.resolve()
    })
    await act(async () => {
      container.querySelector('img')?.dispatchEvent(new Event('error'))
    })
    expect(getByRole('img', { name: `At the gate (${PHOTO_NOT_LOADED})` })).toBeInTheDocument()
  })
})
