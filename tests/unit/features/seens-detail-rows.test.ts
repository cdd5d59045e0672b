import { describe, expect, it } from 'vitest'
import { detailGroups, mapLink } from '~/features/seens/detail/detail-rows'
import { seenDetailFixture } from './seen-detail-fixture'

const rowsOf = (seen = seenDetailFixture()) =>
  Object.fromEntries(
    detailGroups(seen).flatMap((group) => group.rows.map((row) => [row.label, row])),
  )

describe("the 'Seen details' panel shows what a guest needs", () => {
  it('when, on the Seen’s clocks', () => {
    const rows = rowsOf()
    expect(rows.Starts?.value).toBe('Wed 15 Jul 2026, 6:00 PM CEST')
    expect(rows.Ends?.value).toBe('Wed 15 Jul 2026, 9:00 PM CEST')
  })

  it('where, as people name the place, with a map link', () => {
    const seen = seenDetailFixture({ addressBlock: '1 Quai de la Tournelle', postalCode: '75005' })
    const rows = rowsOf(seen)
    expect(rows.Place?.value).toBe(`${seen.cityName}, France`)
    expect(rows.Address?.value).toBe('1 Quai de la Tournelle, 75005')
    expect(rows.Map?.href).toBe(mapLink(seen.latitude ?? 0, seen.longitude ?? 0))
    expect(rowsOf(seenDetailFixture({ locationType: 2 })).Place?.value).toBe('Online')
  })

  it('who hosts and organizes it, and links only http(s) web addresses', () => {
    const rows = rowsOf()
    expect(rows['Hosted by']?.value).toBe('Alice Moreau')
    expect(rows.Organizer?.value).toBe('City Orchestra')
    expect(rows['Web Address']?.href).toBe('https://example.com/concert')
    expect(rowsOf(seenDetailFixture({ webAddress: 'javascript:alert(1)' }))['Web Address']).toBe(
      undefined,
    )
  })

  it('who can join and post, in words, and the viewer’s own relation', () => {
    const rows = rowsOf(
      seenDetailFixture({ isCreator: false, isMember: true, requiresApproval: true }),
    )
    expect(rows.Type?.value).toBe('Public, self join')
    expect(rows['Who can post photos']?.value).toBe('Logged-in users only.')
    expect(rows['Photo review']?.value).toContain('approves each photo')
    expect(rows.You?.value).toBe('You are a member')
  })

  it('leaves out what is not given and everything internal', () => {
    const labels = Object.keys(rowsOf(seenDetailFixture({ phoneNumber: null })))
    expect(labels).not.toContain('Phone')
    for (const internal of [
      'Id',
      'Creator Id',
      'GeoNames Id',
      'Successor',
      'Short Name',
      'Photo',
    ]) {
      expect(labels).not.toContain(internal)
    }
  })
})
