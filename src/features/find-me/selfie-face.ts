import type { FoundFace } from './messages'

/** A selfie's face must fill at least this share of the picture to count as clear. */
export const MIN_SELFIE_AREA = 0.02
/** With people behind the guest, their face counts only when it is this many times the next. */
const DOMINANCE = 2

/**
 * The selfie's face: the only face, or one at least twice the size of any other (a bystander
 * behind the guest); none when the picture holds no face, only a tiny one, or several alike.
 */
export function selfieFace(faces: FoundFace[]): FoundFace | null {
  const [first, second] = [...faces].sort((a, b) => b.area - a.area)
  if (!first || first.area < MIN_SELFIE_AREA) return null
  if (second && first.area < DOMINANCE * second.area) return null
  return first
}
