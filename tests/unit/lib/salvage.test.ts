import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import { parseSalvaging } from '~/lib/salvage'
import { appearanceListResponse } from '~/shared/schemas/appearance'
import { seenListResponse } from '~/shared/schemas/seen'
import { seenDetailResponse } from '~/shared/schemas/seen-detail'
import { appearanceFixture } from '../features/appearance-fixture'
import { seenDetailFixture } from '../features/seen-detail-fixture'

const appearance = (headline: string, isOwner: unknown = false) => ({
  ...appearanceFixture(headline),
  isOwner,
})

describe('parseSalvaging', () => {
  it('keeps a well-formed answer whole', () => {
    const body = { appearances: [appearance('one'), appearance('two')] }
    const result = parseSalvaging(appearanceListResponse, body, vi.fn())
    expect(result).toMatchObject({ success: true, dropped: 0 })
  })

  it('drops only the list items that do not parse, and reports them', () => {
    const onDrop = vi.fn()
    const body = {
      appearances: [
        appearance('one'),
        appearance('bad', null),
        appearance('three'),
        appearance('worse', 'yes'),
      ],
    }
    const result = parseSalvaging(appearanceListResponse, body, onDrop)
    if (!result.success) throw new Error('expected the rest to be kept')
    expect(result.output.appearances.map((a) => a.headline)).toEqual(['one', 'three'])
    expect(result.dropped).toBe(2)
    expect(onDrop).toHaveBeenCalledTimes(1)
    expect(body.appearances).toHaveLength(4)
  })

  it('drops a bad appearance inside a Seen detail and keeps the Seen', () => {
    const body = {
      seen: { ...seenDetailFixture(), appearances: [appearance('ok'), appearance('bad', null)] },
    }
    const result = parseSalvaging(seenDetailResponse, body, vi.fn())
    if (!result.success) throw new Error('expected the Seen to be kept')
    expect(result.output.seen.appearances.map((a) => a.headline)).toEqual(['ok'])
  })

  it('fails when the fault is outside any list item (the Seen itself)', () => {
    const body = { seen: { ...seenDetailFixture(), isCreator: null, appearances: [] } }
    expect(parseSalvaging(seenDetailResponse, body, vi.fn()).success).toBe(false)
    expect(parseSalvaging(seenListResponse, { seenList: 'nope' }, vi.fn()).success).toBe(false)
  })

  it('an empty list stays an empty list', () => {
    const result = parseSalvaging(v.object({ list: v.array(v.number()) }), { list: ['x'] }, vi.fn())
    expect(result).toMatchObject({ success: true, output: { list: [] }, dropped: 1 })
  })
})
