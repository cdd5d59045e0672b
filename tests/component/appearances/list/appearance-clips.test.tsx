/**
 * Clips on the Seen page (issue 45 point 5, docs/decisions/181-clips-play-everywhere.md): the
 * card shows the poster with a labelled play badge and the length, a tap plays the clip inline
 * and muted, the full-screen zoom is its player, and the host's review queue plays them too.
 */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { CLIP_TEXT } from '~/features/appearances/clips/clip-text'
import { CARD_TEXT } from '~/features/appearances/list/appearance-card'
import { reviewStore } from '~/features/appearances/moderation/review-store'
import { APPEARANCE_MSG } from '~/shared/appearance-messages'
import { STORAGE_KEYS } from '~/shared/constants'
import type { Appearance } from '~/shared/schemas/appearance'
import type { SeenDetail } from '~/shared/schemas/seen-detail'
import { appearanceFixture, clipFixture } from '../../../unit/features/appearance-fixture'
import { liveSeenFixture } from '../../../unit/features/seen-detail-fixture'
import { fakeMediaPlayback } from '../../media-element-for-test'
import { seenDetail } from '../../msw/handlers'
import { server } from '../../msw/server'
import { renderApp } from '../../render-app'

const SEEN = 'Abc123Def456'
const dance = clipFixture('First dance', 12.4, { seenShortName: SEEN })
const cake = appearanceFixture('Cake', { seenShortName: SEEN })

let media: ReturnType<typeof fakeMediaPlayback>
beforeEach(() => {
  media = fakeMediaPlayback()
})
afterEach(() => {
  reviewStore.leave()
  localStorage.clear()
})

async function openSeen(seen: SeenDetail, list: Appearance[] = seen.appearances) {
  server.use(
    seenDetail(seen),
    http.get('*/api/appearance/list/*', () =>
      HttpResponse.json({ success: true, appearances: list }),
    ),
  )
  const view = renderApp(`/seen?shortname=${SEEN}`)
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })
  return view
}

const viewersSeen = () => liveSeenFixture(new Date(), { appearances: [dance, cake] })
const playButton = () =>
  screen.findByRole('button', { name: CLIP_TEXT.play('0:12', 'First dance') })

describe('a clip on its card', { timeout: 20_000 }, () => {
  it('shows its poster with a labelled play badge and its length, and loads nothing of the clip', async () => {
    const { container } = await openSeen(viewersSeen())
    const play = await playButton()
    expect(play).toHaveTextContent('0:12')
    const card = screen.getByRole('article', { name: 'First dance' })
    const poster = card.querySelector('img')
    expect(poster?.getAttribute('src')).toMatch(/-poster-(thumb|reduced)\.webp$/)
    expect(container.querySelector('video')).toBeNull()
    // A photo beside it is still a photo that opens the zoom.
    const photo = screen.getByRole('article', { name: 'Cake' })
    expect(within(photo).getByRole('button', { name: CARD_TEXT.zoom('Cake') })).toBeInTheDocument()
    expect(within(photo).queryByText('0:12')).toBeNull()
  })

  it('plays inline on a tap: muted, inline on a phone, preload none with the poster, never autoplay', async () => {
    await openSeen(viewersSeen())
    await userEvent.setup().click(await playButton())
    const card = screen.getByRole('article', { name: 'First dance' })
    const video = within(card).getByLabelText(CLIP_TEXT.video('First dance'))
    if (!(video instanceof HTMLVideoElement)) throw new Error('no video')
    expect(video.getAttribute('src')).toBe(dance.clipInfo?.path)
    expect(video.getAttribute('poster')).toBe(dance.imageInfo?.reducedPath)
    expect(video).toHaveAttribute('playsinline')
    expect(video).toHaveAttribute('preload', 'none')
    expect(video).toHaveAttribute('controls')
    expect(video).not.toHaveAttribute('autoplay')
    expect(video.muted).toBe(true)
    expect(video).toHaveAttribute('muted')
    expect(media.play).toHaveBeenCalledTimes(1)
    expect(media.isPlaying(video)).toBe(true)
    // The button pressed is gone: the player has the focus, for its own keys.
    expect(video).toHaveFocus()
  })

  it('opens in the full-screen player: Space plays and pauses, focus stays inside, Escape closes and gives it back', async () => {
    const user = userEvent.setup()
    await openSeen(viewersSeen())
    await playButton()
    const open = screen.getByRole('button', { name: CLIP_TEXT.fullScreen('First dance') })
    await user.click(open)
    const dialog = await screen.findByRole('dialog', { name: 'First dance' })
    const video = within(dialog).getByLabelText(CLIP_TEXT.video('First dance'))
    expect(video).toHaveAttribute('controls')
    expect(video).toHaveAttribute('playsinline')
    expect((video as HTMLVideoElement).muted).toBe(true)
    await waitFor(() => expect(video).toHaveFocus())
    expect(media.isPlaying(video)).toBe(true)
    await user.keyboard(' ')
    expect(media.isPlaying(video)).toBe(false)
    await user.keyboard(' ')
    expect(media.isPlaying(video)).toBe(true)
    expect(within(dialog).getByRole('link', { name: CLIP_TEXT.download })).toHaveAttribute(
      'href',
      dance.clipInfo?.path,
    )
    for (let i = 0; i < 6; i += 1) {
      await user.tab()
      // Base UI's focus guards at either end hand the focus back inside.
      await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    }
    within(dialog).getByRole('button', { name: CLIP_TEXT.close }).focus()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(open).toHaveFocus())
  })

  it('steps from a photo to a clip in the zoom, and the clip starts there muted', async () => {
    const user = userEvent.setup()
    await openSeen(liveSeenFixture(new Date(), { appearances: [cake, dance] }))
    await user.click(await screen.findByRole('button', { name: CARD_TEXT.zoom('Cake') }))
    const dialog = await screen.findByRole('dialog', { name: 'Cake' })
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    expect(within(dialog).queryByLabelText(CLIP_TEXT.video('First dance'))).toBeNull()
    await user.keyboard('{ArrowRight}')
    const video = await within(dialog).findByLabelText(CLIP_TEXT.video('First dance'))
    expect((video as HTMLVideoElement).muted).toBe(true)
    expect(media.isPlaying(video)).toBe(true)
  })
})

describe("the host's review queue", { timeout: 20_000 }, () => {
  it('shows a waiting clip with its poster and badge beside the decisions, and plays it', async () => {
    localStorage.setItem(STORAGE_KEYS.approvalFilter, 'pending')
    reviewStore.leave()
    const waiting = clipFixture('Encore', 7, {
      seenShortName: SEEN,
      createdBy: null,
      isApproved: false,
    })
    const seen = liveSeenFixture(new Date(), {
      isCreator: true,
      requiresApproval: true,
      appearances: [],
    })
    await openSeen(seen, [waiting])
    const user = userEvent.setup()
    const review = screen.queryByRole('button', { name: 'Stop reviewing appearances' })
    if (!review) await user.click(await screen.findByRole('button', { name: /Review appearances/ }))
    const card = await screen.findByRole('article', { name: 'Encore' })
    expect(within(card).getByRole('button', { name: APPEARANCE_MSG.approve })).toBeInTheDocument()
    const play = within(card).getByRole('button', { name: CLIP_TEXT.play('0:07', 'Encore') })
    await user.click(play)
    const video = within(card).getByLabelText(CLIP_TEXT.video('Encore'))
    expect(media.isPlaying(video)).toBe(true)
    expect((video as HTMLVideoElement).muted).toBe(true)
  })
})
