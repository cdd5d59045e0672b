import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { batchStore } from '~/features/appearances/batch/batch-store'
import { ADD_PHOTOS_TEXT } from '~/features/appearances/form/add-photos'
import { AddPhotosAction } from '~/features/appearances/form/add-photos-action'
import type { QueuedAppearance } from '~/features/appearances/form/post-kind'
import { AppearanceSection } from '~/features/appearances/list/appearance-section'
import { activeOutbox } from '~/lib/offline/active-outbox'
import { APPEARANCE_MSG } from '~/shared/appearance-messages'
import { TEXT_LIMITS } from '~/shared/constants'
import { fieldMessage } from '~/shared/messages'
import { APPEARANCE_LABELS } from '~/shared/schemas/appearance'
import type { SeenDetail } from '~/shared/schemas/seen-detail'
import { seenDetailFixture } from '../../../unit/features/seen-detail-fixture'
import { stubDecoder } from '../../image-decoder-stub'
import { ADA_CLAIMS, session } from '../../msw/handlers'
import { server } from '../../msw/server'
import { openSwitchableOutbox } from '../../outbox-for-test'

const HOUR = 3_600_000

const liveSeen = (): SeenDetail =>
  seenDetailFixture({
    shortName: 'SeenShortName1',
    seenShortName: 'SeenShortName1',
    seenName: 'Garden Party',
    seenAccessibilityType: 1,
    startDateTime: new Date(Date.now() - HOUR).toISOString(),
    endDateTime: new Date(Date.now() + HOUR).toISOString(),
    durationHours: 2,
    preSeenDays: 0,
    postSeenDays: 0,
    isCreator: false,
    isMember: false,
    canPostAppearance: true,
    appearances: [],
  })

/** The Seen page's two ways to post, as the route composes them. */
function renderPage(who: 'guest' | typeof ADA_CLAIMS, client = new QueryClient()) {
  const seen = liveSeen()
  server.use(
    session(who),
    http.get('*/api/appearance/list/*', () =>
      HttpResponse.json({ success: true, appearances: [] }),
    ),
  )
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <AddPhotosAction seen={seen} />
        <AppearanceSection seen={seen} />
      </>
    ),
  })
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [`/seen?shortname=${seen.shortName}`] }),
  })
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return seen
}

const jpeg = (name: string) => new File([new Uint8Array(8)], name, { type: 'image/jpeg' })
const NAME_REQUIRED = fieldMessage.required(ADD_PHOTOS_TEXT.yourName)
const PHOTO_REQUIRED = fieldMessage.required(APPEARANCE_LABELS.photo)

const openFromButton = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('button', { name: APPEARANCE_MSG.makeAppearance }))
  return screen.findByRole('dialog', { name: ADD_PHOTOS_TEXT.formTitle })
}

/** What a guest meets in the form, whichever action opened it. */
function expectGuestForm(dialog: HTMLElement, pick: string = ADD_PHOTOS_TEXT.choosePhotos) {
  const name = within(dialog).getByRole('textbox', { name: ADD_PHOTOS_TEXT.yourName })
  expect(name).toHaveAttribute('aria-required', 'true')
  expect(within(dialog).getByRole('group', { name: /^Photo\s*\(required\)$/ })).toBeVisible()
  expect(within(dialog).getByRole('button', { name: pick })).toBeVisible()
  expect(within(dialog).getByText(ADD_PHOTOS_TEXT.details)).toBeVisible()
  expect(within(dialog).getByText(/Fields marked \* are required\./)).toBeVisible()
  // The place is preselected: "At the Seen".
  expect(within(dialog).getByLabelText('At the Seen')).toBeChecked()
}

beforeEach(() => localStorage.clear())
afterEach(() => {
  vi.unstubAllGlobals()
  batchStore.clear()
})

describe('the posting form (issue 44 point 4)', () => {
  it('the floating button and "Add your photos" open the same form', async () => {
    stubDecoder()
    const user = userEvent.setup()
    renderPage('guest')
    const fromButton = await openFromButton(user)
    expectGuestForm(fromButton)
    expect(within(fromButton).getByRole('button', { name: ADD_PHOTOS_TEXT.send(0) })).toBeVisible()
    await user.click(within(fromButton).getByRole('button', { name: ADD_PHOTOS_TEXT.close }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    await user.upload(screen.getByLabelText(ADD_PHOTOS_TEXT.action), [jpeg('one.jpg')])
    const fromAction = await screen.findByRole('dialog', { name: ADD_PHOTOS_TEXT.formTitle })
    // The picked photo is in it, and the form offers to add more.
    expect(await within(fromAction).findByRole('img', { name: 'Photo 1: one.jpg' })).toBeVisible()
    expectGuestForm(fromAction, ADD_PHOTOS_TEXT.addMorePhotos)
    expect(within(fromAction).getByRole('button', { name: ADD_PHOTOS_TEXT.send(1) })).toBeVisible()
  })

  it('each error names its field by its label, shows under it only and goes once the field is valid', async () => {
    stubDecoder()
    const user = userEvent.setup()
    renderPage('guest')
    const dialog = await openFromButton(user)
    await user.click(within(dialog).getByRole('button', { name: ADD_PHOTOS_TEXT.send(0) }))

    const name = within(dialog).getByRole('textbox', { name: ADD_PHOTOS_TEXT.yourName })
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(expect.stringContaining(NAME_REQUIRED)),
    )
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(name).toHaveFocus()
    const photo = within(dialog).getByRole('group', { name: /^Photo/ })
    expect(photo).toHaveAccessibleDescription(expect.stringContaining(PHOTO_REQUIRED))
    // Nothing about the optional fields, nor the server's name for the field.
    expect(
      within(dialog).queryByText(/^(Caption|Headline|Displayed User Name|Relative Location) /),
    ).toBeNull()
    expect(within(dialog).getAllByText(NAME_REQUIRED)).toHaveLength(1)

    // Blanks are still no name; the first letter is.
    await user.type(name, '  ')
    expect(within(dialog).getByText(NAME_REQUIRED)).toBeVisible()
    await user.type(name, 'N')
    expect(within(dialog).queryByText(NAME_REQUIRED)).toBeNull()
    expect(name).not.toHaveAttribute('aria-invalid')

    await user.upload(within(dialog).getByLabelText(APPEARANCE_LABELS.photo), [jpeg('one.jpg')])
    await waitFor(() => expect(within(dialog).queryByText(PHOTO_REQUIRED)).toBeNull())
  })

  it('one message per field: a name too long says only that', async () => {
    const user = userEvent.setup()
    renderPage('guest')
    const dialog = await openFromButton(user)
    const name = within(dialog).getByRole('textbox', { name: ADD_PHOTOS_TEXT.yourName })
    await user.click(name)
    await user.paste('n'.repeat(TEXT_LIMITS.appearanceDisplayName + 1))
    await user.click(within(dialog).getByRole('button', { name: ADD_PHOTOS_TEXT.send(0) }))
    const tooLong = fieldMessage.tooLong(
      ADD_PHOTOS_TEXT.yourName,
      TEXT_LIMITS.appearanceDisplayName,
    )
    await waitFor(() => expect(name).toHaveAccessibleDescription(expect.stringContaining(tooLong)))
    expect(name).not.toHaveAccessibleDescription(expect.stringContaining(NAME_REQUIRED))
    // Shortened to the limit, it is valid at once.
    await user.type(name, '{Backspace}')
    expect(within(dialog).queryByText(tooLong)).toBeNull()
  })

  it('a signed-in host posts from the floating button under their display name, with the defaults, offline too', async () => {
    stubDecoder()
    const user = userEvent.setup()
    const client = new QueryClient()
    const outbox = await openSwitchableOutbox(client)
    await outbox.setOnline(false)
    const seen = renderPage(ADA_CLAIMS, client)
    const dialog = await openFromButton(user)
    expect(within(dialog).queryByRole('textbox', { name: ADD_PHOTOS_TEXT.yourName })).toBeNull()
    expect(within(dialog).getByText('Ada Lovelace')).toBeVisible()
    expect(within(dialog).queryByRole('button', { name: ADD_PHOTOS_TEXT.changeName })).toBeNull()
    await user.upload(within(dialog).getByLabelText(APPEARANCE_LABELS.photo), [
      jpeg('one.jpg'),
      jpeg('two.jpg'),
    ])
    await user.click(within(dialog).getByRole('button', { name: ADD_PHOTOS_TEXT.send(2) }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    const records = (activeOutbox()?.snapshot() ?? []).map(
      (e) => (e.payload as QueuedAppearance).record,
    )
    expect(records).toHaveLength(2)
    for (const record of records) {
      expect(record).toMatchObject({
        seenShortName: seen.shortName,
        displayUserName: 'Ada Lovelace',
        headline: 'Garden Party',
        caption: ADD_PHOTOS_TEXT.defaultCaption('Ada Lovelace'),
        relativeLocation: 1,
      })
    }
    await outbox.close()
  })
})
