import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { staticClient } from '~/server/http/static-client'

let dir: string
let app: Hono

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'seen-static-'))
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>Seen</title>')
  await mkdir(path.join(dir, 'pages'))
  await writeFile(path.join(dir, 'pages', 'seen.html'), '<!doctype html><title>Seen page</title>')
  await writeFile(path.join(dir, 'pages', 'index.html'), '<!doctype html><title>Welcome</title>')
  app = new Hono()
  app.use(staticClient(dir))
  app.notFound((c) => c.json({ success: false }, 404))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

const get = (url: string, accept?: string) =>
  app.request(url, accept ? { headers: { Accept: accept } } : {})

describe('client routes', () => {
  it('answer a browser, a plain HTTP client and a client with no Accept with the app', async () => {
    for (const accept of ['text/html,application/xhtml+xml', '*/*', undefined]) {
      const res = await get('/seen_list', accept)
      expect(res.status).toBe(200)
      expect(await res.text()).toContain('<title>Seen</title>')
    }
    expect((await get('/seen?shortname=abc', '*/*')).status).toBe(200)
  })

  it('leave a client that asks only for JSON, server paths and missing files alone', async () => {
    expect((await get('/seen_list', 'application/json')).status).toBe(404)
    expect((await get('/api/nothing', '*/*')).status).toBe(404)
    expect((await get('/missing.js', '*/*')).status).toBe(404)
  })
})

describe('route pages', () => {
  it("answer a route with the build's page for its first segment, its code preloaded", async () => {
    expect(await (await get('/seen?shortname=abc', '*/*')).text()).toContain('Seen page')
    expect(await (await get('/', '*/*')).text()).toContain('Welcome')
  })

  it('fall back to index.html for a route the build wrote no page for', async () => {
    for (const url of ['/seen_list', '/no_such_route/x', '/..%2Fpages']) {
      expect(await (await get(url, '*/*')).text()).toContain('<title>Seen</title>')
    }
  })
})
