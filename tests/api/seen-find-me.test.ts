/**
 * The host's switch for "Find my photos" (issue 46, docs/decisions/185-find-me-on-device.md):
 * on for a new Seen, saved by the Seen form, kept by an edit that does not name it, changed only
 * by whoever may edit the Seen, and told to every viewer in the detail.
 */
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seenDetailResponse } from '~/shared/schemas/seen-detail'
import { api, createTestApp, type TestApp } from './helpers'
import { createSeen, postSeen, register, seenRecord, type TestUser } from './seens-fixtures'

let t: TestApp
let host: TestUser
let stranger: TestUser
beforeAll(async () => {
  t = await createTestApp()
  host = await register(t, 'findme_host')
  stranger = await register(t, 'findme_stranger')
})
afterAll(() => t.close())

const detail = async (shortName: string, who?: TestUser) => {
  const res = await api(t.app, who?.jar).get(`/api/seen/${shortName}`)
  return v.parse(seenDetailResponse, await res.json()).seen
}

/** An edit of the Seen as its form sends it, with `overrides`; the stored photo is kept. */
const edit = async (who: TestUser, shortName: string, overrides: Record<string, unknown>) =>
  postSeen(t, who.jar, await seenRecord(t, { shortName, imageInfo: null, ...overrides }))

describe('the host’s switch for Find my photos', () => {
  it('is on for a new Seen, for the host, a stranger and a guest alike', async () => {
    const shortName = await createSeen(t, host)
    expect((await detail(shortName, host)).findMeEnabled).toBe(true)
    expect((await detail(shortName, stranger)).findMeEnabled).toBe(true)
    expect((await detail(shortName)).findMeEnabled).toBe(true)
  })

  it('is turned off by the Seen form and kept by an edit that does not name it', async () => {
    const shortName = await createSeen(t, host, { findMeEnabled: false })
    expect((await detail(shortName)).findMeEnabled).toBe(false)
    expect((await edit(host, shortName, { headline: 'Still private faces' })).status).toBe(200)
    expect((await detail(shortName)).findMeEnabled).toBe(false)
    expect((await edit(host, shortName, { findMeEnabled: true })).status).toBe(200)
    expect((await detail(shortName)).findMeEnabled).toBe(true)
  })

  it('cannot be changed by someone who may not edit the Seen', async () => {
    const shortName = await createSeen(t, host)
    const refused = await edit(stranger, shortName, { findMeEnabled: false })
    expect(refused.status).toBeGreaterThanOrEqual(400)
    expect(refused.status).toBeLessThan(500)
    expect((await detail(shortName)).findMeEnabled).toBe(true)
  })

  it('refuses a value that is not a boolean with a message, changing nothing', async () => {
    const shortName = await createSeen(t, host)
    const refused = await edit(host, shortName, { findMeEnabled: 'no' })
    expect(refused.status).toBe(400)
    expect((await detail(shortName)).findMeEnabled).toBe(true)
  })
})
