import { describe, expect, it } from 'vitest'
import { selfieFace } from '~/features/find-me/selfie-face'
import { bestSimilarity, MATCH_THRESHOLD, similarity } from '~/features/find-me/similarity'

const face = (area: number, value = area) => ({
  descriptor: Float32Array.from({ length: 8 }, () => value),
  area,
})

describe('the selfie face', () => {
  it('is the only face, or one at least twice the area of any other', () => {
    expect(selfieFace([face(0.2)])?.area).toBe(0.2)
    expect(selfieFace([face(0.05), face(0.3)])?.area).toBe(0.3)
  })

  it('is none without a face, with only a tiny one, or with two alike', () => {
    expect(selfieFace([])).toBeNull()
    expect(selfieFace([face(0.01)])).toBeNull()
    expect(selfieFace([face(0.2), face(0.15)])).toBeNull()
  })
})

describe('similarity (Human match.similarity)', () => {
  it('is 1 for the same descriptor and falls with the distance, clamped at 0', () => {
    const a = Float32Array.from([0.1, 0.2, 0.3])
    expect(similarity(a, a)).toBe(1)
    const near = similarity(a, Float32Array.from([3, 3, 3]))
    const far = similarity(a, Float32Array.from([6, 6, 6]))
    expect(near).toBeGreaterThan(far)
    expect(similarity(a, Float32Array.from([20, 20, 20]))).toBe(0)
  })

  it('finds a photo by its most similar face; none in a photo without faces', () => {
    const selfie = Float32Array.from([0.1, 0.2, 0.3])
    expect(bestSimilarity(selfie, [Float32Array.from([5, 5, 5]), selfie])).toBe(1)
    expect(bestSimilarity(selfie, [])).toBeLessThan(MATCH_THRESHOLD)
  })
})
