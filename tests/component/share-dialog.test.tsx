import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { decodeQR } from 'qr/decode.js'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SEEN_DETAIL_TEXT } from '~/features/seens/detail/detail-text'
import type { SeenDetail } from '~/shared/schemas/seen-detail'
import { SHARE_TEXT } from '~/shared/share'
import { seenDetailFixture } from '../unit/features/seen-detail-fixture'
import { seenDetail } from './msw/handlers'
import { server } from './msw/server'
import { renderApp } from './render-app'

const restore: (() => void)[] = []
afterEach(() => {
  for (const undo of restore.splice(0)) undo()
})

/** Gives this page's navigator an own property (Web Share, Clipboard) for one test. */
function stubNavigator(key: 'share' | 'clipboard', value: unknown) {
  Object.defineProperty(navigator, key, { configurable: true, value })
  restore.push(() => Reflect.deleteProperty(navigator, key))
}

async function openSeen(seen: SeenDetail) {
  server.use(seenDetail(seen))
  renderApp(`/seen?shortname=${seen.shortName}`)
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })
  return screen.getByRole('group', { name: SEEN_DETAIL_TEXT.actions })
}

/** Reads the rendered QR code back as a camera would: the SVG's modules as an RGBA image. */
function decodeSvgQr(svg: Element): string {
  const size = Number(svg.getAttribute('viewBox')?.split(' ')[2])
  const scale = 8
  const dark = new Set<string>()
  for (const [, x, y] of (svg.querySelector('path')?.getAttribute('d') ?? '').matchAll(
    /M(\d+) (\d+)/g,
  )) {
    dark.add(`${x},${y}`)
  }
  const side = size * scale
  const data = new Uint8Array(side * side * 4)
  for (let py = 0; py < side; py++) {
    for (let px = 0; px < side; px++) {
      const value = dark.has(`${Math.floor(px / scale)},${Math.floor(py / scale)}`) ? 0 : 255
      data.set([value, value, value, 255], (py * side + px) * 4)
    }
  }
  return decodeQR({ width: side, height: side, data })
}

const stranger = { isCreator: false, isMember: false }

describe('Share a Seen', { timeout: 20_000 }, () => {
  it.each([
    [
      'the creator of a private Seen',
      { seenAccessibilityType: 6, isCreator: true, isMember: false },
    ],
    ['a member of a private Seen', { seenAccessibilityType: 5, isCreator: false, isMember: true }],
    ['anyone on a public Seen', { seenAccessibilityType: 2, ...stranger }],
  ] as const)('is offered to %s', async (_, overrides) => {
    const actions = await openSeen(seenDetailFixture(overrides))
    expect(within(actions).getByRole('button', { name: SHARE_TEXT.button })).toBeInTheDocument()
  })

  it('is not offered to someone who does not belong to a private Seen', async () => {
    const actions = await openSeen(seenDetailFixture({ seenAccessibilityType: 4, ...stranger }))
    expect(
      within(actions).queryByRole('button', { name: SHARE_TEXT.button }),
    ).not.toBeInTheDocument()
  })

  it('opens a dialog with the link, Copy, a QR code of the link and the poster', async () => {
    const seen = seenDetailFixture({ seenAccessibilityType: 1 })
    const writeText = vi.fn(async () => undefined)
    stubNavigator('clipboard', { writeText })
    const actions = await openSeen(seen)
    await userEvent.click(within(actions).getByRole('button', { name: SHARE_TEXT.button }))

    const dialog = await screen.findByRole('dialog', { name: SHARE_TEXT.title })
    const link = `${window.location.origin}/seen?shortname=${seen.shortName}`
    expect(within(dialog).getByLabelText<HTMLInputElement>(SHARE_TEXT.linkLabel).value).toBe(link)

    await userEvent.click(within(dialog).getByRole('button', { name: SHARE_TEXT.copy }))
    expect(writeText).toHaveBeenCalledWith(link)
    expect(within(dialog).getByRole('status').textContent).toBe(SHARE_TEXT.copied)

    const qr = await within(dialog).findByRole('img', { name: SHARE_TEXT.qrLabel(seen.seenName) })
    expect(decodeSvgQr(qr)).toBe(link)
    const poster = within(dialog).getByRole('link', { name: SHARE_TEXT.poster })
    expect(poster).toHaveAttribute('href', `/seen_poster?shortname=${seen.shortName}`)
  })

  it('offers the system share sheet only where the browser has one', async () => {
    const seen = seenDetailFixture({ seenAccessibilityType: 1 })
    const share = vi.fn(async () => undefined)
    stubNavigator('share', share)
    const actions = await openSeen(seen)
    await userEvent.click(within(actions).getByRole('button', { name: SHARE_TEXT.button }))
    const dialog = await screen.findByRole('dialog', { name: SHARE_TEXT.title })
    await userEvent.click(within(dialog).getByRole('button', { name: SHARE_TEXT.share }))
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({ url: expect.stringContaining(seen.shortName) }),
    )
  })

  it('has no share-sheet button where the Web Share API is missing', async () => {
    const actions = await openSeen(seenDetailFixture({ seenAccessibilityType: 1 }))
    await userEvent.click(within(actions).getByRole('button', { name: SHARE_TEXT.button }))
    const dialog = await screen.findByRole('dialog', { name: SHARE_TEXT.title })
    expect(within(dialog).queryByRole('button', { name: SHARE_TEXT.share })).not.toBeInTheDocument()
  })

  it('prints a poster with the name, date, photo, QR code and the line on how to post', async () => {
    const seen = seenDetailFixture({ seenAccessibilityType: 1 })
    server.use(seenDetail(seen))
    renderApp(`/seen_poster?shortname=${seen.shortName}`)
    const poster = await screen.findByRole('article', { name: seen.seenName }, { timeout: 10_000 })
    expect(within(poster).getByRole('heading', { level: 1 }).textContent).toBe(seen.seenName)
    expect(poster.querySelector('time')?.getAttribute('dateTime')).toBe(seen.startDateTime)
    expect(poster.querySelector('img')?.getAttribute('src')).toBe(seen.imageInfo?.reducedPath)
    expect(within(poster).getByText(SHARE_TEXT.posterLine)).toBeInTheDocument()
    const qr = await within(poster).findByRole('img', { name: SHARE_TEXT.qrLabel(seen.seenName) })
    expect(decodeSvgQr(qr)).toBe(`${window.location.origin}/seen?shortname=${seen.shortName}`)

    await userEvent.selectOptions(screen.getByLabelText(SHARE_TEXT.posterPaper), 'Letter')
    await waitFor(() => expect(poster).toHaveAttribute('data-paper', 'Letter'))
    expect(document.querySelector('.seen-poster style')?.textContent).toContain('size: Letter')
  })
})
