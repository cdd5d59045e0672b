import { describe, expect, it } from 'vitest'
import { facesKey, type ScanDevice, type ScanPhoto, scanPhotos } from '~/features/find-me/scan'

const photo = (n: number): ScanPhoto => ({
  shortName: `a${n}`,
  headline: `Photo ${n}`,
  reducedPath: `/media/appearances/a${n}-reduced.webp`,
  fullPath: `/media/appearances/a${n}.jpg`,
})
const me = new Float32Array([1, 0])
const other = new Float32Array([0, 1])
const half = new Float32Array([Math.SQRT1_2, Math.SQRT1_2])

/** A device whose "photos" hold the faces named by path; `missing` paths cannot be reached. */
function fakeDevice(
  faces: Record<string, Float32Array[]>,
  options: { missing?: string[]; known?: Record<string, Float32Array[]> } = {},
) {
  const stored = new Map<string, Float32Array[]>(Object.entries(options.known ?? {}))
  const described: string[] = []
  const device: ScanDevice = {
    facesIn: async (image) => {
      const path = await image.text()
      described.push(path)
      return faces[path] ?? []
    },
    fetchImage: async (path) => (options.missing?.includes(path) ? null : new Blob([path])),
    readFaces: async (keys) => keys.map((key) => stored.get(key)),
    storeFaces: async (key, found) => {
      stored.set(key, found)
    },
    turn: async () => undefined,
    similarity: (a, b) => (a[0] ?? 0) * (b[0] ?? 0) + (a[1] ?? 0) * (b[1] ?? 0),
    threshold: 0.6,
  }
  return { device, stored, described }
}

describe('the scan of Find my photos', () => {
  it('finds the photos with the selfie’s face, best first, and passes over the others', async () => {
    const photos = [photo(1), photo(2), photo(3)]
    const { device } = fakeDevice({
      [photo(1).reducedPath]: [other],
      [photo(2).reducedPath]: [other, new Float32Array([0.8, 0.6])],
      [photo(3).reducedPath]: [me],
    })
    const seen: number[] = []
    const result = await scanPhotos(photos, me, device, (p) => seen.push(p.scanned))
    expect(result.matches.map((m) => m.photo.shortName)).toEqual(['a3', 'a2'])
    expect(result).toMatchObject({ scanned: 3, total: 3, unreachable: 0 })
    expect(seen).toEqual([0, 1, 2, 3])
  })

  it('describes each photo once: a second search reads the faces this device kept', async () => {
    const photos = [photo(1), photo(2)]
    const faces = { [photo(1).reducedPath]: [me], [photo(2).reducedPath]: [half] }
    const first = fakeDevice(faces)
    await scanPhotos(photos, me, first.device, () => {})
    expect(first.described).toHaveLength(2)
    const again = fakeDevice(faces, { known: Object.fromEntries(first.stored) })
    const result = await scanPhotos(photos, me, again.device, () => {})
    expect(again.described).toEqual([])
    expect(result.matches.map((m) => m.photo.shortName)).toEqual(['a1', 'a2'])
  })

  it('counts the photos it cannot reach offline instead of guessing, and keeps the others', async () => {
    const photos = [photo(1), photo(2)]
    const { device } = fakeDevice(
      { [photo(2).reducedPath]: [me] },
      { missing: [photo(1).reducedPath] },
    )
    const result = await scanPhotos(photos, me, device, () => {})
    expect(result).toMatchObject({ scanned: 2, unreachable: 1 })
    expect(result.matches.map((m) => m.photo.shortName)).toEqual(['a2'])
  })

  it('stops after the photo in hand when asked to', async () => {
    const photos = [photo(1), photo(2), photo(3)]
    const stop = new AbortController()
    const { device, described } = fakeDevice({})
    const result = await scanPhotos(
      photos,
      me,
      device,
      (p) => (p.scanned === 1 ? stop.abort() : undefined),
      stop.signal,
    )
    expect(described).toHaveLength(1)
    expect(result.scanned).toBe(1)
    expect(facesKey(photo(1))).toContain(photo(1).reducedPath)
  })
})
