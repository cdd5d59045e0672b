/**
 * A clip in the slideshow (docs/decisions/181-clips-play-everywhere.md): it plays through muted,
 * then the show moves on; the photos keep their time, the one after a clip its whole time; a
 * clip that cannot play shows its poster for a photo's time.
 */
import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CLIP_TEXT } from '~/features/appearances/clips/clip-text'
import { Slideshow } from '~/features/appearances/slideshow/slideshow'
import { SLIDESHOW_MSG } from '~/shared/appearance-messages'
import type { SeenDetail } from '~/shared/schemas/seen-detail'
import { appearanceFixture, clipFixture } from '../../../unit/features/appearance-fixture'
import { seenDetailFixture } from '../../../unit/features/seen-detail-fixture'
import { fakeMediaPlayback } from '../../media-element-for-test'

const SPEED_S = 5
const seen: SeenDetail = seenDetailFixture({
  appearances: [clipFixture('Encore', 40), appearanceFixture('Cake')],
})

let media: ReturnType<typeof fakeMediaPlayback>
beforeEach(() => {
  vi.useFakeTimers()
  media = fakeMediaPlayback()
})
afterEach(() => {
  vi.useRealTimers()
})

const count = () => screen.getByRole('dialog', { name: SLIDESHOW_MSG.title })
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms))
const clip = () => screen.getByLabelText(CLIP_TEXT.video('Encore')) as HTMLVideoElement

describe('a clip in the slideshow', () => {
  it('plays through muted however long the photo time, then the show moves on', () => {
    render(<Slideshow seen={seen} onExit={() => undefined} speedSeconds={SPEED_S} />)
    expect(count()).toHaveTextContent('1 / 3')
    wait(SPEED_S * 1000)
    expect(count()).toHaveTextContent('2 / 3')
    const video = clip()
    expect(video.muted).toBe(true)
    expect(video).toHaveAttribute('playsinline')
    expect(video).not.toHaveAttribute('controls')
    expect(media.isPlaying(video)).toBe(true)
    for (let interval = 0; interval < 8; interval += 1) {
      wait(SPEED_S * 1000)
      expect(count()).toHaveTextContent('2 / 3')
    }
    fireEvent(video, new Event('ended'))
    expect(count()).toHaveTextContent('3 / 3')
    expect(screen.queryByLabelText(CLIP_TEXT.video('Encore'))).toBeNull()
  })

  it('gives the photo after a clip its whole time', () => {
    render(<Slideshow seen={seen} onExit={() => undefined} speedSeconds={SPEED_S} />)
    wait(SPEED_S * 1000)
    wait(2_000)
    fireEvent(clip(), new Event('ended'))
    expect(count()).toHaveTextContent('3 / 3')
    wait(SPEED_S * 1000 - 100)
    expect(count()).toHaveTextContent('3 / 3')
    wait(100)
    expect(count()).toHaveTextContent('1 / 3')
  })

  it('pauses with the show (Space) and plays on when it resumes', () => {
    render(<Slideshow seen={seen} onExit={() => undefined} speedSeconds={SPEED_S} />)
    wait(SPEED_S * 1000)
    const video = clip()
    fireEvent.keyDown(window, { key: ' ' })
    expect(media.isPlaying(video)).toBe(false)
    fireEvent.keyDown(window, { key: ' ' })
    expect(media.isPlaying(video)).toBe(true)
  })

  it('a clip that cannot play shows its poster for a photo’s time', () => {
    render(<Slideshow seen={seen} onExit={() => undefined} speedSeconds={SPEED_S} />)
    wait(SPEED_S * 1000)
    fireEvent(clip(), new Event('error'))
    expect(count()).toHaveTextContent('2 / 3')
    wait(SPEED_S * 1000)
    expect(count()).toHaveTextContent('3 / 3')
  })
})
