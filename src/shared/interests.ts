/**
 * docs/product.md#validation interests: blank and duplicate entries are ignored (duplicates
 * case-insensitively).
 */

const key = (interest: string) => interest.trim().toLocaleLowerCase()

/** The list with `entry` added, or the same list when the entry is blank or already there. */
export function addInterest(interests: readonly string[], entry: string): string[] {
  const trimmed = entry.trim()
  if (trimmed === '' || interests.some((interest) => key(interest) === key(trimmed))) {
    return [...interests]
  }
  return [...interests, trimmed]
}

/** Trimmed, without blanks and without later duplicates; the first spelling is kept. */
export function normalizeInterests(entries: readonly string[]): string[] {
  return entries.reduce<string[]>((list, entry) => addInterest(list, entry), [])
}
