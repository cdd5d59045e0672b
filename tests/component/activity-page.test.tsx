import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from '~/shared/constants'
import { PEOPLE_MSG } from '~/shared/people-messages'
import type { FollowedUser } from '~/shared/schemas/follow'
import type { TimelineEvent } from '~/shared/schemas/timeline'
import { server } from './msw/server'
import { openTestOutbox } from './outbox-for-test'
import { renderApp } from './render-app'

const BOB: FollowedUser = {
  userId: '3f1c0c1e-0000-4000-8000-000000000002',
  userName: 'bob',
  displayName: 'Bob Okafor',
  avatar: null,
  followDate: '2026-11-01T10:00:00.000Z',
}

const event = (n: number, eventType = 'MadeAppearance', hitCount = 1): TimelineEvent => ({
  id: `event-${n}`,
  eventType,
  hitCount,
  details: `Event number ${n}`,
  eventDate: '2026-11-20T10:00:00.000Z',
  seenShortName: `seenShort${String(n).padStart(3, '0')}`,
  timeZoneId: 'Europe/Amsterdam',
})

interface Backend {
  follows: FollowedUser[]
  timeline: TimelineEvent[][]
}

/** Answers the follow list, unfollow and timeline calls like the server would. */
function stubBackend(backend: Backend) {
  const unfollowed: unknown[] = []
  server.use(
    http.get('*/api/follow/list', () =>
      HttpResponse.json({ success: true, followedUsers: backend.follows, errorMessage: null }),
    ),
    http.post('*/api/follow/unfollow', async ({ request }) => {
      const body = (await request.json()) as { userIdToUnfollow: string }
      unfollowed.push(body)
      backend.follows = backend.follows.filter((user) => user.userId !== body.userIdToUnfollow)
      return HttpResponse.json({ success: true, errorMessage: null })
    }),
    http.get('*/api/timeline', ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('pageNumber'))
      const pages = backend.timeline.length
      return HttpResponse.json({
        success: true,
        timelineEvents: backend.timeline[page - 1] ?? [],
        hasNext: page < pages,
        totalPages: pages,
        totalCount: backend.timeline.flat().length,
      })
    }),
  )
  return unfollowed
}

let closeOutbox: (() => Promise<void>) | undefined
beforeEach(() => {
  localStorage.clear()
})
afterEach(async () => {
  await closeOutbox?.()
  closeOutbox = undefined
})

describe('activity page (docs/product.md#screens Activity)', () => {
  it('opens on Following and lists followed users; unfollow removes one', async () => {
    const unfollowed = stubBackend({ follows: [BOB], timeline: [] })
    const { queryClient } = renderApp('/activity')
    closeOutbox = await openTestOutbox(queryClient)
    const list = await screen.findByRole('list', { name: 'Followed users' })
    expect(within(list).getByText('Bob Okafor')).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Following' }).getAttribute('aria-selected')).toBe(
      'true',
    )

    await userEvent.click(screen.getByRole('button', { name: 'Unfollow Bob Okafor' }))
    expect(await screen.findByText(PEOPLE_MSG.noFollows)).toBeInTheDocument()
    await waitFor(() => expect(unfollowed).toEqual([{ userIdToUnfollow: BOB.userId }]))
  })

  it('shows the timeline with docs/product.md#constants markers and loads more pages', async () => {
    const first = Array.from({ length: 20 }, (_, i) => event(i + 1))
    first[0] = event(1, 'CreatedSeen', 1)
    first[1] = event(2, 'MadeAppearance', 7)
    first[2] = event(3, 'MadeAppearance', 15)
    stubBackend({ follows: [], timeline: [first, [event(21, 'MadeAppearance', 12)]] })
    renderApp('/activity')
    await userEvent.click(await screen.findByRole('tab', { name: 'Timeline' }))
    expect(localStorage.getItem(STORAGE_KEYS.activityTab)).toBe('timeline')

    const timeline = await screen.findByRole('list', { name: 'Timeline' })
    const markers = () =>
      [...timeline.querySelectorAll('[data-marker-color]')].map(
        (dot) => `${dot.getAttribute('data-marker-color')}/${dot.getAttribute('data-marker-size')}`,
      )
    expect(markers().slice(0, 4)).toEqual([
      'blue/small',
      'yellow/medium',
      'red/large',
      'green/small',
    ])
    expect(within(timeline).getAllByRole('listitem')).toHaveLength(20)
    // On the Seen's clocks, in the one form every place uses (10:00 UTC is 11:00 in Amsterdam).
    expect(within(timeline).getAllByText('Fri 20 Nov 2026, 11:00 AM CET')).toHaveLength(20)

    await userEvent.click(screen.getByRole('button', { name: 'Load More' }))
    await waitFor(() => expect(within(timeline).getAllByRole('listitem')).toHaveLength(21))
    expect(markers().at(-1)).toBe('orange/medium')
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument()
    const link = within(timeline).getByRole('link', { name: 'Event number 21' })
    expect(link).toHaveAttribute('href', '/seen?shortname=seenShort021')
  })

  it('remembers the Timeline tab and shows the empty states', async () => {
    localStorage.setItem(STORAGE_KEYS.activityTab, 'timeline')
    stubBackend({ follows: [], timeline: [] })
    renderApp('/activity')
    expect(await screen.findByText(PEOPLE_MSG.emptyTimeline)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('tab', { name: 'Following' }))
    expect(await screen.findByText(PEOPLE_MSG.noFollows)).toBeInTheDocument()
  })
})
