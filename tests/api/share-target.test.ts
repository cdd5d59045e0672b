/**
 * POST /share-target is the service worker's; a share that reaches the server (no worker in
 * place) is sent on to the share page, which asks to share again, and nothing is stored. A
 * form another site posted is told apart by its Fetch Metadata or Origin (issue 40, finding 10).
 */
import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appearances } from '~/server/db/schema'
import { SHARE_TARGET } from '~/shared/share-target'
import { createTestApp, type TestApp } from './helpers'
import { tinyPhoto } from './seens-fixtures'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('a share that reaches the server', () => {
  it('answers 303 to the share page saying the photos were not kept, and stores nothing', async () => {
    const form = new FormData()
    const photo = Buffer.from(await tinyPhoto(), 'base64')
    form.append(SHARE_TARGET.filesField, new File([photo], 'a.png', { type: 'image/png' }))
    form.append(SHARE_TARGET.filesField, new File(['text'], 'b.txt', { type: 'text/plain' }))
    const res = await t.app.request(SHARE_TARGET.action, { method: 'POST', body: form })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(`${SHARE_TARGET.page}?problem=unreadable`)
    const [row] = await t.db.select({ n: count() }).from(appearances)
    expect(row?.n).toBe(0)
  })
})

describe('a share another site posted', () => {
  const post = async (headers: Record<string, string>) => {
    const form = new FormData()
    form.append(SHARE_TARGET.filesField, new File(['jpeg'], 'a.jpg', { type: 'image/jpeg' }))
    const res = await t.app.request(SHARE_TARGET.action, { method: 'POST', body: form, headers })
    expect(res.status).toBe(303)
    return res.headers.get('location')
  }
  const foreign = `${SHARE_TARGET.page}?problem=foreign`
  const again = `${SHARE_TARGET.page}?problem=unreadable`

  it('is refused by Sec-Fetch-Site: only same-origin and none (the share sheet) pass', async () => {
    expect(await post({ 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' })).toBe(
      foreign,
    )
    expect(await post({ 'Sec-Fetch-Site': 'same-site', Origin: 'https://x.localhost' })).toBe(
      foreign,
    )
    expect(await post({ 'Sec-Fetch-Site': 'none', Origin: 'null' })).toBe(again)
    expect(await post({ 'Sec-Fetch-Site': 'same-origin', Origin: 'http://localhost' })).toBe(again)
  })

  it('is refused by Origin when Sec-Fetch-Site is absent', async () => {
    expect(await post({ Origin: 'https://evil.example' })).toBe(foreign)
    expect(await post({ Origin: 'http://localhost' })).toBe(again)
    const [row] = await t.db.select({ n: count() }).from(appearances)
    expect(row?.n).toBe(0)
  })
})
