/**
 * The face engine of "Find me" (docs/decisions/185-find-me-on-device.md) in this Chromium: a
 * selfie cut from Human's own sample picture finds the photos with that man and none of the
 * others, and the search sends nothing: every request the page and its worker make after the
 * photos are loaded is a GET of a model or .wasm file from our own origin, with no body.
 */
import { rm } from 'node:fs/promises'
import path from 'node:path'
import type { Request } from '@playwright/test'
import { FIND_ME_PREFIX } from '~/features/find-me/assets'
import { MATCH_THRESHOLD } from '~/features/find-me/similarity'
import { type FaceSet, makeFaceSet } from './find-me-faces'
import type { SearchSummary } from './find-me-harness/harness'
import { type FindMeHarness, findMeHarnessDir, startFindMeHarness } from './find-me-harness-server'
import { expect, test } from './fixtures'

const dir = findMeHarnessDir('e2e')
let harness: FindMeHarness
let set: FaceSet

test.beforeAll(async () => {
  harness = await startFindMeHarness(path.join(dir, 'web'))
  set = await makeFaceSet()
})

test.afterAll(async () => {
  await harness?.close()
  await rm(dir, { recursive: true, force: true })
})

test('a selfie finds the photos its person is in, and no request carries a face', async ({
  page,
}) => {
  // The model load counts: WebAssembly on two shared cores.
  test.setTimeout(90_000)
  await page.goto(harness.url)
  await page.waitForFunction(() => typeof window.search === 'function')
  const selfie = harness.serve('selfie.jpg', set.selfie)
  const urls = set.photos.map((photo) => harness.serve(photo.name, photo.bytes))
  await page.evaluate(([s, u]) => window.loadPhotos(s, u), [selfie, urls] as const)

  const requests: Request[] = []
  page.context().on('request', (request) => requests.push(request))
  const summary: SearchSummary = await page.evaluate(
    (count) => window.search({ backend: 'wasm', count }),
    set.photos.length,
  )

  expect(summary.backend).toBe('wasm')
  expect(summary.selfieFound).toBe(true)
  const found = summary.scores.filter((s) => s.best >= MATCH_THRESHOLD).map((s) => s.name)
  const expected = set.photos.filter((p) => p.hasA).map((p) => p.name)
  const hits = found.filter((name) => expected.includes(name)).length
  console.log(
    `find-me: recall ${(hits / expected.length).toFixed(2)}, precision ` +
      `${(found.length ? hits / found.length : 0).toFixed(2)}; similarities ` +
      summary.scores.map((s) => `${s.name} ${s.best}`).join(', '),
  )
  expect(found.sort()).toEqual(expected.sort())
  expect(summary.scores.every((s) => s.faces === 3)).toBe(true)

  const origin = new URL(harness.url).origin
  const sent = requests.map((r) => ({
    method: r.method(),
    url: r.url(),
    body: r.postDataBuffer()?.length ?? 0,
  }))
  // The recording sees the worker's requests: the models were fetched in it.
  expect(sent.some((r) => r.url.endsWith('/faceres.bin'))).toBe(true)
  for (const request of sent) {
    expect(request).toMatchObject({ method: 'GET', body: 0 })
    const url = new URL(request.url)
    expect(url.origin).toBe(origin)
    expect(url.pathname.startsWith(FIND_ME_PREFIX) || url.pathname.startsWith('/assets/')).toBe(
      true,
    )
    expect(url.search).toBe('')
  }

  // The page's similarity is Human's own.
  const compared = await page.evaluate(() => window.compareWithHuman())
  expect(compared.pairs).toBeGreaterThan(10)
  expect(compared.largestDifference).toBe(0)
})
