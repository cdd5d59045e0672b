/**
 * Download my data (docs/decisions/109-download-my-data.md): a signed link for this session (POST,
 * with X-CSRF), then a streamed ZIP of the account's JSON and its photos; the link works only for
 * its session, only for a few minutes, and bad links change nothing.
 */

import fc from 'fast-check'
import { unzipSync } from 'fflate'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EXPORT_LINK_MS } from '~/server/routes/account-export'
import { ACCOUNT_MSG } from '~/shared/account-messages'
import { exportLinkResponse } from '~/shared/schemas/account-export'
import { makeAppearance, makeSeen } from './appearances-fixtures'
import { dbSnapshot } from './db-snapshot'
import { api, CookieJar, createTestApp, type TestApp } from './helpers'
import { send } from './messaging-fixtures'
import { createSeen, register, type TestUser } from './seens-fixtures'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

async function linkFor(user: TestUser) {
  const res = await api(t.app, user.jar).post('/api/account/export')
  expect(res.status).toBe(200)
  return v.parse(exportLinkResponse, await res.json()).downloadUrl
}
const download = (jar: CookieJar | undefined, url: string) =>
  t.app.request(url, { headers: jar?.header() ? { Cookie: jar.header() ?? '' } : {} })

describe('Download my data', () => {
  it("streams the account's JSON and its photos as a ZIP, and nobody else's", async () => {
    const gil = await register(t, 'exp_gil')
    const hal = await register(t, 'exp_hal')
    const gilSeen = await createSeen(t, gil)
    const halSeen = await makeSeen(t, hal)
    await makeAppearance(t, gil.jar, halSeen.shortName, { headline: 'Gil at Hal' })
    await makeAppearance(t, hal.jar, halSeen.shortName, { headline: 'Hal at home' })
    await makeAppearance(t, new CookieJar(), halSeen.shortName, { headline: 'A guest' })
    await send(t, gil, [hal], 'From Gil')
    await send(t, hal, [gil], 'From Hal')

    const res = await download(gil.jar, await linkFor(gil))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/zip')
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="seen-data-/)
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()))
    const names = Object.keys(files).sort()
    expect(names[0]).toMatch(/^photos\/appearances\/\d{4}-\d{2}-\d{2}-[A-Za-z0-9_-]+\.jpg$/)
    expect(names).toContain(`photos/seens/${gilSeen}.jpg`)
    expect(names).toContain('seen-data.json')
    expect(names).toHaveLength(3)
    const data = JSON.parse(new TextDecoder().decode(files['seen-data.json']))
    expect(data.account).toMatchObject({ username: 'exp_gil', email: 'exp_gil@example.com' })
    expect(JSON.stringify(data)).not.toMatch(/password|token|hash/i)
    expect(data.seens.map((s: { shortName: string }) => s.shortName)).toEqual([gilSeen])
    expect(data.appearances.map((a: { headline: string }) => a.headline)).toEqual(['Gil at Hal'])
    expect(data.messagesSent).toMatchObject([
      { content: 'From Gil', recipientDisplayNames: ['exp_hal Display'] },
    ])
    expect(data.messagesReceived).toMatchObject([
      { content: 'From Hal', senderDisplayName: 'exp_hal Display' },
    ])
  })

  it('refuses a guest, another session, an expired link and one without X-CSRF to get it', async () => {
    const ivy = await register(t, 'exp_ivy')
    const url = await linkFor(ivy)
    expect((await download(undefined, url)).status).toBe(401)
    const other = new CookieJar()
    await api(t.app, other).form('/account/login', {
      login: 'exp_ivy',
      password: 'correct horse battery',
    })
    const elsewhere = await download(other, url)
    expect(elsewhere.status).toBe(403)
    expect((await elsewhere.json()).errors.userMessage).toEqual([ACCOUNT_MSG.exportLinkDead])
    const jay = await register(t, 'exp_jay')
    expect((await download(jay.jar, url)).status).toBe(403)
    t.clock.advance(EXPORT_LINK_MS + 1000)
    try {
      expect((await download(ivy.jar, url)).status).toBe(403)
    } finally {
      t.clock.advance(-(EXPORT_LINK_MS + 1000))
    }
    const noHeader = await t.app.request('/api/account/export', {
      method: 'POST',
      headers: { Cookie: ivy.jar.header() ?? '' },
    })
    expect(noHeader.status).toBe(403)
  })

  it('answers generated bad links with 400 or 403 and changes nothing', async () => {
    const kim = await register(t, 'exp_kim')
    const before = await dbSnapshot(t.db)
    const param = fc.oneof(
      fc.string({ maxLength: 70 }),
      fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 64, maxLength: 64 }),
    )
    await fc.assert(
      fc.asyncProperty(param, param, async (expires, sig) => {
        const query = new URLSearchParams({ expires, sig }).toString()
        const res = await download(kim.jar, `/api/account/export.zip?${query}`)
        expect([400, 403]).toContain(res.status)
      }),
      { seed: 109, numRuns: 40 },
    )
    expect(await dbSnapshot(t.db)).toEqual(before)
  })
})
