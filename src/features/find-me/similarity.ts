/**
 * Human's own face match (its src/face/match.ts `similarity`, defaults order 2, multiplier 25,
 * range 0.2–0.8), written out here so the page compares descriptors without loading Human:
 * tests/e2e/find-me.spec.ts checks it gives Human's figures.
 */
export function similarity(a: Float32Array, b: Float32Array): number {
  if (a.length !== b.length) return 0
  let sum = 0
  for (let i = 0; i < a.length; i++) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0)
    sum += diff * diff
  }
  const distance = Math.round(100 * 25 * sum) / 100
  if (distance === 0) return 1
  const normalized = (1 - Math.sqrt(distance) / 100 - 0.2) / (0.8 - 0.2)
  return Math.round(100 * Math.max(Math.min(normalized, 1), 0)) / 100
}

/**
 * A face at least this similar to the selfie is taken for the same person. Chosen from the
 * similarities measured on Human's sample faces (docs/decisions/185-find-me-on-device.md).
 */
export const MATCH_THRESHOLD = 0.5

/** The best similarity of any of a photo's faces to the selfie (0 for a photo without faces). */
export const bestSimilarity = (selfie: Float32Array, faces: Float32Array[]) =>
  faces.reduce((best, face) => Math.max(best, similarity(selfie, face)), 0)
