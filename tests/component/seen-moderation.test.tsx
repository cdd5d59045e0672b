import { onlineManager } from '@tanstack/react-query'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { MODERATION_MSG } from '~/shared/moderation-messages'
import type { Appearance } from '~/shared/schemas/appearance'
import type { BlockedPoster } from '~/shared/schemas/moderation'
import type { SeenDetail } from '~/shared/schemas/seen-detail'
import { appearanceFixture } from '../unit/features/appearance-fixture'
import { liveSeenFixture } from '../unit/features/seen-detail-fixture'
import { seenDetail } from './msw/handlers'
import { server } from './msw/server'
import { openSwitchableOutbox } from './outbox-for-test'
import { renderApp } from './render-app'
import { queryToolbarAction, toolbarAction } from './toolbar-action'

const guestPhoto = appearanceFixture('Guest photo', {
  seenShortName: 'Abc123Def456',
  createdBy: null,
  displayUserName: 'Party Pete',
})
const userPhoto = appearanceFixture('User photo', { seenShortName: 'Abc123Def456' })
const ownPhoto = appearanceFixture('Host photo', { seenShortName: 'Abc123Def456', isOwner: true })
const PHOTOS = [guestPhoto, userPhoto, ownPhoto]

const block = (id: string, displayName: string, username: string | null): BlockedPoster => ({
  id,
  seenShortName: 'Abc123Def456',
  displayName,
  username,
  isGuest: username === null,
  blockedDate: '2026-11-27T18:00:00.000Z',
})

/** The Seen page's calls, answered like the server; returns what the moderation calls sent. */
function stubBackend(seen: SeenDetail, blocked: BlockedPoster[] | 'error' = []) {
  const sent: { path: string; key: string | null; body: unknown }[] = []
  let list: Appearance[] = seen.appearances
  const record = async (request: Request) => {
    sent.push({
      path: new URL(request.url).pathname,
      key: request.headers.get('Idempotency-Key'),
      body: await request.json(),
    })
  }
  server.use(
    seenDetail(seen),
    http.get('*/api/appearance/list/*', () =>
      HttpResponse.json({ success: true, appearances: list }),
    ),
    http.post('*/api/appearance/remove/:sn', async ({ request, params }) => {
      await record(request)
      list = list.filter((a) => a.appearanceShortName !== params.sn)
      return HttpResponse.json({
        success: true,
        appearanceShortName: params.sn,
        seenShortName: seen.shortName,
      })
    }),
    http.post('*/api/appearance/block/:sn', async ({ request }) => {
      await record(request)
      return HttpResponse.json({ success: true, blockedPoster: block('b9', 'Party Pete', null) })
    }),
    http.get('*/api/seen/blocked-posters/*', () =>
      blocked === 'error'
        ? HttpResponse.json({ success: false, errors: { userMessage: ['Down'] } }, { status: 500 })
        : HttpResponse.json({ success: true, blockedPosters: blocked }),
    ),
    http.post('*/api/seen/blocked-posters/unblock', async ({ request }) => {
      await record(request)
      return HttpResponse.json({ success: true, blockId: 'b1' })
    }),
  )
  return sent
}

async function openSeen(overrides: Partial<SeenDetail> = {}, blocked?: BlockedPoster[] | 'error') {
  const seen = liveSeenFixture(new Date(), { appearances: PHOTOS, ...overrides })
  const sent = stubBackend(seen, blocked)
  const view = renderApp(`/seen?shortname=${seen.shortName}`)
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })
  const connection = await openSwitchableOutbox(view.queryClient)
  return { sent, connection }
}

const card = (name: string) => screen.findByRole('article', { name })

afterEach(() => act(() => onlineManager.setOnline(true)))

describe('host moderation on the Seen page (docs/decisions/111-remove-appearance.md to docs/decisions/113-moderation-offline.md)', {
  timeout: 20_000,
}, () => {
  it('offers the creator Remove photo on every card and Block from posting on others’ only', async () => {
    const { connection } = await openSeen()
    for (const name of ['Guest photo', 'User photo', 'Host photo']) {
      expect(within(await card(name)).getByRole('button', { name: /^Remove photo/ })).toBeVisible()
    }
    expect(
      within(await card('Guest photo')).getByRole('button', { name: /^Block from posting/ }),
    ).toBeVisible()
    expect(
      within(await card('Host photo')).queryByRole('button', { name: /^Block from posting/ }),
    ).not.toBeInTheDocument()
    await connection.close()
  })

  it('offers someone who did not create the Seen neither action nor the blocked list', async () => {
    const { connection } = await openSeen({ isCreator: false, isMember: true })
    const photo = await card('User photo')
    expect(within(photo).queryByRole('button', { name: /Remove photo/ })).not.toBeInTheDocument()
    expect(await queryToolbarAction(MODERATION_MSG.blockedList)).toBeNull()
    await connection.close()
  })

  it('removes a photo only after the confirmation, once, under an Idempotency-Key', async () => {
    const { sent, connection } = await openSeen()
    const user = userEvent.setup()
    await user.click(within(await card('Guest photo')).getByRole('button', { name: /^Remove/ }))
    const dialog = await screen.findByRole('alertdialog', { name: MODERATION_MSG.removeTitle })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.getByRole('article', { name: 'Guest photo' })).toBeInTheDocument()
    expect(sent).toEqual([])

    await user.click(within(await card('Guest photo')).getByRole('button', { name: /^Remove/ }))
    const again = await screen.findByRole('alertdialog', { name: MODERATION_MSG.removeTitle })
    await user.click(within(again).getByRole('button', { name: MODERATION_MSG.removePhoto }))
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Guest photo' })).not.toBeInTheDocument(),
    )
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toMatchObject({
      path: '/api/appearance/remove/Guest%20photo-short-name',
      body: {},
    })
    expect(sent[0]?.key).toMatch(/^[0-9a-f-]{36}$/)
    expect(await screen.findByText(MODERATION_MSG.removed)).toBeInTheDocument()
    await connection.close()
  })

  it('blocks offline: the card waits to send, and the block goes once when back online', async () => {
    const { sent, connection } = await openSeen()
    await connection.setOnline(false)
    const user = userEvent.setup()
    const photo = await card('Guest photo')
    await user.click(within(photo).getByRole('button', { name: /^Block from posting/ }))
    const dialog = await screen.findByRole('alertdialog', {
      name: MODERATION_MSG.blockTitle('Party Pete'),
    })
    await user.click(within(dialog).getByRole('button', { name: MODERATION_MSG.blockPoster }))
    expect(await within(photo).findByText('Waiting to send')).toBeInTheDocument()
    expect(sent).toEqual([])

    await connection.setOnline(true)
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]?.path).toBe('/api/appearance/block/Guest%20photo-short-name')
    expect(await screen.findByText(MODERATION_MSG.blocked('Party Pete'))).toBeInTheDocument()
    // Earlier posts stay until the host removes them.
    expect(screen.getByRole('article', { name: 'Guest photo' })).toBeInTheDocument()
    await connection.close()
  })

  it('lists the blocked posters and unblocks one', async () => {
    const { sent, connection } = await openSeen({}, [
      block('b1', 'Party Pete', null),
      block('b2', 'Bob Okafor', 'bob'),
    ])
    const user = userEvent.setup()
    await user.click(await toolbarAction(MODERATION_MSG.blockedList))
    const list = await screen.findByRole('list', { name: MODERATION_MSG.blockedList })
    expect(within(list).getByText('(Guest)')).toBeInTheDocument()
    expect(within(list).getByText('@bob')).toBeInTheDocument()
    await user.click(within(list).getByRole('button', { name: 'Unblock Party Pete' }))
    await waitFor(() => expect(within(list).queryByText('Party Pete')).not.toBeInTheDocument())
    await waitFor(() =>
      expect(sent).toEqual([expect.objectContaining({ body: { blockId: 'b1' } })]),
    )
    expect(within(list).getByText('Bob Okafor')).toBeInTheDocument()
    await connection.close()
  })

  it('says when nobody is blocked', async () => {
    const first = await openSeen({}, [])
    const user = userEvent.setup()
    await user.click(await toolbarAction(MODERATION_MSG.blockedList))
    expect(await screen.findByText(MODERATION_MSG.blockedEmpty)).toBeInTheDocument()
    await first.connection.close()
  })

  it('says what failed when the blocked list cannot be loaded, with a way to try again', async () => {
    const { connection } = await openSeen({}, 'error')
    const user = userEvent.setup()
    await user.click(await toolbarAction(MODERATION_MSG.blockedList))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(MODERATION_MSG.blockedLoadFailed)
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument()
    await connection.close()
  })

  it('says the blocked list needs a connection when it was never loaded and the page is offline', async () => {
    const { connection } = await openSeen({}, [block('b1', 'Party Pete', null)])
    act(() => onlineManager.setOnline(false))
    await userEvent.setup().click(await toolbarAction(MODERATION_MSG.blockedList))
    expect(await screen.findByText(MODERATION_MSG.blockedOffline)).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: MODERATION_MSG.blockedList })).toBeNull()
    await connection.close()
  })

  it('tells a blocked viewer why they cannot post', async () => {
    const { connection } = await openSeen({
      isCreator: false,
      canPostAppearance: false,
      isBlockedFromPosting: true,
    })
    expect(await screen.findByText(MODERATION_MSG.postBlocked)).toBeInTheDocument()
    await connection.close()
  })
})
