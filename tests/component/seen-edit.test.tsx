import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { FIELD_LABELS, SEEN_FORM_TEXT } from '~/features/seens/form/form-text'
import type { SeenDetail } from '~/shared/schemas/seen-detail'
import { SEEN_MSG } from '~/shared/seen-messages'
import { seenDetailFixture } from '../unit/features/seen-detail-fixture'
import { seenDetail } from './msw/handlers'
import { server } from './msw/server'
import { renderApp } from './render-app'

const inTenDays = new Date(Date.now() + 10 * 24 * 3600_000)
const upcoming = (overrides: Partial<SeenDetail> = {}) =>
  seenDetailFixture({
    startDateTime: inTenDays.toISOString(),
    endDateTime: new Date(inTenDays.getTime() + 3 * 3600_000).toISOString(),
    ...overrides,
  })

const field = (label: string) =>
  screen.getByLabelText(label, { exact: false, selector: 'input,textarea,select' }) as
    | HTMLInputElement
    | HTMLTextAreaElement

describe('Edit Seen (/makeseen?shortname=)', { timeout: 20_000 }, () => {
  it("fills the form with the creator's Seen, caption as text, and offers 'Update Seen'", async () => {
    const seen = upcoming()
    server.use(seenDetail(seen))
    renderApp(`/makeseen?shortname=${seen.shortName}`)
    expect(
      await screen.findByRole('button', { name: SEEN_FORM_TEXT.editSubmit }, { timeout: 10_000 }),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('heading', { level: 1, name: SEEN_FORM_TEXT.editTitle }),
    ).toBeInTheDocument()
    expect(field(FIELD_LABELS.seenName).value).toBe(seen.seenName)
    expect(field(FIELD_LABELS.caption).value).toBe('Bring a blanket.\nDoors at six & more')
    expect(field(FIELD_LABELS.sponsor).value).toBe('City Orchestra')
    expect(field(FIELD_LABELS.timeZoneId).value).toBe('Europe/Paris')
    expect(screen.getByRole('img', { name: SEEN_FORM_TEXT.photoPreview }).getAttribute('src')).toBe(
      seen.imageInfo?.reducedPath,
    )
  })

  it.each([
    ['someone else', { isCreator: false }],
    [
      'the creator after its end plus the days after',
      {
        startDateTime: '2020-01-01T10:00:00.000Z',
        endDateTime: '2020-01-01T13:00:00.000Z',
        postSeenDays: 1,
      },
    ],
  ])('refuses the form to %s', async (_who, overrides) => {
    const seen = upcoming(overrides)
    server.use(seenDetail(seen))
    renderApp(`/makeseen?shortname=${seen.shortName}`)
    expect(
      await screen.findByText(SEEN_MSG.editNotAllowed, {}, { timeout: 10_000 }),
    ).toBeInTheDocument()
    expect(
      screen.queryByRole('button', { name: SEEN_FORM_TEXT.editSubmit }),
    ).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: seen.seenName }).getAttribute('href')).toBe(
      `/seen?shortname=${seen.seenShortName}`,
    )
  })
})
