import { describe, expect, it } from 'vitest'
import { captionLines } from '~/features/seens/detail/caption-lines'
import { detailGroups, NOT_GIVEN } from '~/features/seens/detail/detail-rows'
import { seenDetailFixture } from './seen-detail-fixture'

describe('captionLines (caption rendered as text, split on <br>)', () => {
  it('splits a stored caption on its breaks and decodes entities', () => {
    expect(captionLines('Bring a blanket.<br>Doors at six &amp; more<br/>&lt;b&gt;')).toEqual([
      'Bring a blanket.',
      'Doors at six & more',
      '<b>',
    ])
  })

  it('drops any other markup, scripts with their content', () => {
    expect(captionLines('<b>bold</b><script>alert(1)</script><BR>two')).toEqual(['bold', 'two'])
  })

  it('has no lines for an empty caption and trims empty edges', () => {
    expect(captionLines(null)).toEqual([])
    expect(captionLines('<br>one<br><br>two<br>')).toEqual(['one', '', 'two'])
  })
})

const rowsOf = (seen = seenDetailFixture()) =>
  Object.fromEntries(
    detailGroups(seen, 'en-GB').flatMap((group) => group.rows.map((row) => [row.label, row])),
  )

describe("the 'Seen details' panel (SPEC §3 Seen detail)", () => {
  it('labels the sponsor Organizer and shows times on the Seen clocks', () => {
    const rows = rowsOf()
    expect(rows.Organizer?.value).toBe('City Orchestra')
    expect(rows.Starts?.value).toContain('18:00')
    expect(rows.Ends?.value).toContain('21:00')
    expect(rows['Time Zone']?.value).toBe('Europe/Paris')
    expect(rows.Caption?.value).toBe('Bring a blanket.\nDoors at six & more')
  })

  it('shows every field of the Seen', () => {
    const labels = Object.keys(rowsOf())
    expect(labels).toEqual(
      expect.arrayContaining([
        'Seen Name',
        'Headline',
        'Caption',
        'Location Type',
        'Organizer',
        'Additional Info',
        'Web Address',
        'Starts',
        'Ends',
        'Duration',
        'Time Zone',
        'Days Before',
        'Days After',
        'Address',
        'Phone Number',
        'Country Code',
        'Postal Code',
        'Accessibility Type',
        'Relation Rules',
        'Created By',
        'Created',
        'GeoNames Id',
        'City',
        'Coordinates',
        'Photo',
        'Appearance Approval',
        'Id',
        'Active',
        'Appearances',
        'Creator Id',
        'Successor',
        'Your Relation',
        'Short Name',
      ]),
    )
  })

  it('links only http(s) web addresses and the original photo', () => {
    expect(rowsOf()['Web Address']?.href).toBe('https://example.com/concert')
    expect(
      rowsOf(seenDetailFixture({ webAddress: 'javascript:alert(1)' }))['Web Address']?.href,
    ).toBe(undefined)
    expect(rowsOf().Photo).toEqual({
      label: 'Photo',
      value: '1440 × 960 px',
      href: '/media/seens/a.webp',
    })
  })

  it('says what is not given and names types in words', () => {
    const rows = rowsOf(seenDetailFixture({ phoneNumber: null, isCreator: false, isMember: true }))
    expect(rows['Phone Number']?.value).toBe(NOT_GIVEN)
    expect(rows['Location Type']?.value).toBe('Physical')
    expect(rows['Accessibility Type']?.value).toBe('Public, self join')
    expect(rows['Your Relation']?.value).toBe('You are a member')
    expect(rows['Created By']?.value).toBe('Alice Moreau (@alice)')
  })
})
