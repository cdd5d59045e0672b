import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Slideshow } from '~/features/appearances/slideshow/slideshow'
import { SLIDESHOW_MSG } from '~/shared/appearance-messages'
import type { Appearance } from '~/shared/schemas/appearance'
import type { SeenDetail } from '~/shared/schemas/seen-detail'

const appearance = (name: string) =>
  ({
    appearanceShortName: name,
    seenShortName: 'SeenShortName1',
    headline: `Headline ${name}`,
    caption: 'Caption',
    relativeLocation: 1,
    relativeTime: 2,
    createdBy: null,
    displayUserName: `Author ${name}`,
    createdDateTime: '2026-11-23T12:00:00.000Z',
    userAvatarPath: null,
    bookMarkedCount: 0,
    likedCount: 0,
    isOwner: false,
    imageInfo: { path: `/media/${name}.jpg`, reducedPath: `/media/${name}-reduced.webp` },
    isApproved: true,
    isRejected: false,
    isHidden: false,
    isLiked: false,
  }) satisfies Appearance

const seen = {
  shortName: 'SeenShortName1',
  seenName: 'Rooftop Party',
  headline: 'On the roof',
  caption: 'Bring friends',
  sponsor: 'Roof Co',
  cityName: 'Paris',
  stateCode: null,
  startDateTime: '2026-11-23T10:00:00.000Z',
  imageInfo: { path: '/media/seen.jpg', reducedPath: '/media/seen-reduced.webp' },
  appearances: [appearance('a'), appearance('b')],
} as unknown as SeenDetail

describe('slideshow (docs/product.md#screens)', () => {
  it('starts on the Seen’s main image with title, count and Exit', async () => {
    const onExit = vi.fn()
    const user = userEvent.setup()
    render(<Slideshow seen={seen} onExit={onExit} />)
    const dialog = screen.getByRole('dialog', { name: SLIDESHOW_MSG.title })
    expect(screen.getByRole('heading', { name: SLIDESHOW_MSG.title })).toBeInTheDocument()
    expect(dialog).toHaveTextContent('1 / 3')
    expect(dialog).toHaveTextContent('On the roof')
    expect(dialog).toHaveTextContent('Roof Co')
    await user.click(screen.getByRole('button', { name: SLIDESHOW_MSG.exit }))
    expect(onExit).toHaveBeenCalledTimes(1)
  })

  it('arrows step through the appearances, Escape exits, and hidden fields stay hidden', async () => {
    const onExit = vi.fn()
    const user = userEvent.setup()
    const show = {
      name: false,
      headline: true,
      caption: true,
      location: true,
      sponsor: true,
      date: true,
    }
    render(<Slideshow seen={seen} onExit={onExit} show={show} />)
    await user.keyboard('{ArrowRight}')
    const dialog = screen.getByRole('dialog')
    expect(dialog).toHaveTextContent('2 / 3')
    expect(dialog).toHaveTextContent('Headline a')
    expect(dialog.textContent).not.toContain('Author a')
    await user.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(screen.getByRole('dialog')).toHaveTextContent('3 / 3')
    await user.keyboard('{Escape}')
    expect(onExit).toHaveBeenCalled()
  })
})
