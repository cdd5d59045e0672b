import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { seenPageSearch } from '~/features/seens/detail/seen-search'
import { pushPayload } from '~/shared/push'

const searchOf = (url: string) =>
  v.parse(seenPageSearch, Object.fromEntries(new URL(url, 'https://seen.example').searchParams))

describe("the Seen page's address", () => {
  it("reads a join request's push as the Seen and its Join requests dialog", () => {
    const { url } = pushPayload('joinRequest', 1, { seenShortName: 'abc_DEF-12', seenName: 'Fair' })
    expect(searchOf(url)).toEqual({ shortname: 'abc_DEF-12', open: 'joinRequests' })
  })

  it('ignores any other dialog name and keeps the Seen', () => {
    for (const open of ['invitations', 'requestToJoin', '', '<script>']) {
      expect(searchOf(`/seen?shortname=Abc123&open=${encodeURIComponent(open)}`)).toEqual({
        shortname: 'Abc123',
        open: undefined,
      })
    }
  })
})
