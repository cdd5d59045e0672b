/**
 * POST /share-target is the service worker's; a share that reaches the server (no worker in
 * place) is sent on to the share page, which asks to share again, and nothing is stored.
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
