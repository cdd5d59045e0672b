/** Download all photos on the Seen page (for who may) and the zoom's download and stepping. */
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { ImageZoom, ZOOM_TEXT } from '~/features/appearances/list/image-zoom'
import { SEEN_DETAIL_TEXT } from '~/features/seens/detail/detail-text'
import { DOWNLOAD_PHOTOS_TEXT } from '~/features/seens/detail/download-photos'
import type { SeenDetail } from '~/shared/schemas/seen-detail'
import { appearanceFixture } from '../../../unit/features/appearance-fixture'
import { seenDetailFixture } from '../../../unit/features/seen-detail-fixture'
import { seenDetail } from '../../msw/handlers'
import { server } from '../../msw/server'
import { renderApp } from '../../render-app'
import { queryToolbarAction, toolbarAction } from '../../toolbar-action'

async function openSeen(seen: SeenDetail) {
  server.use(seenDetail(seen))
  renderApp(`/seen?shortname=${seen.shortName}`)
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })
  return screen.getByRole('group', { name: SEEN_DETAIL_TEXT.actions })
}

describe('Download all photos', { timeout: 20_000 }, () => {
  it('links to the ZIP for those the server lets download', async () => {
    const seen = seenDetailFixture({ canDownloadPhotos: true })
    await openSeen(seen)
    const link = await toolbarAction(DOWNLOAD_PHOTOS_TEXT.all)
    expect(link).toHaveAttribute('href', `/api/seen/${seen.shortName}/photos.zip`)
    expect(link).toHaveAttribute('download')
  })

  it('is absent for everyone else', async () => {
    await openSeen(seenDetailFixture({ canDownloadPhotos: false }))
    expect(await queryToolbarAction(DOWNLOAD_PHOTOS_TEXT.all)).toBeNull()
  })
})

const photo = (name: string) =>
  appearanceFixture(name, {
    imageInfo: { path: `/media/appearances/ab/${name}.jpg`, reducedPath: null },
  })

describe('Image zoom', () => {
  it('steps through the appearances with buttons and arrow keys and downloads the one shown', async () => {
    const user = userEvent.setup()
    const list = [photo('First'), photo('Second'), photo('Third')]
    render(<ImageZoom appearances={list} start={1} onClose={() => undefined} />)
    const shown = () => screen.getByRole('img').getAttribute('alt')
    expect(shown()).toBe('Second')
    const download = screen.getByRole('link', { name: ZOOM_TEXT.download })
    expect(download).toHaveAttribute('href', '/media/appearances/ab/Second.jpg')
    expect(download).toHaveAttribute('download', 'Second-short-name.jpg')

    await user.click(screen.getByRole('button', { name: ZOOM_TEXT.next }))
    expect(shown()).toBe('Third')
    expect(screen.getByRole('button', { name: ZOOM_TEXT.next })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await user.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(shown()).toBe('First')
    expect(screen.getByRole('button', { name: ZOOM_TEXT.previous })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await user.click(screen.getByRole('button', { name: ZOOM_TEXT.previous }))
    expect(shown()).toBe('First')
    await user.keyboard('{ArrowLeft}')
    expect(shown()).toBe('First')
    await user.keyboard('{ArrowRight}')
    expect(shown()).toBe('Second')
    await user.click(screen.getByRole('button', { name: ZOOM_TEXT.previous }))
    expect(shown()).toBe('First')
    expect(screen.getByRole('link', { name: ZOOM_TEXT.download }).getAttribute('href')).toBe(
      '/media/appearances/ab/First.jpg',
    )
  })

  it('shows no stepping buttons for a single photo', () => {
    render(<ImageZoom appearances={[photo('Only')]} start={0} onClose={() => undefined} />)
    expect(screen.queryByRole('button', { name: ZOOM_TEXT.next })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: ZOOM_TEXT.previous })).not.toBeInTheDocument()
  })
})
