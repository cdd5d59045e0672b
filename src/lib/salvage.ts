/**
 * Reading an answer whose lists hold an item the app cannot read: the item is dropped (and
 * logged) and the rest is kept, so one malformed appearance never blanks a whole Seen. Only list
 * items are dropped; a fault anywhere else (the Seen itself) still fails the whole answer.
 */
import * as v from 'valibot'

/** At most this many rounds of dropping; each round removes every item an issue points into. */
const MAX_ROUNDS = 5

type Slot = { list: unknown[]; index: number }

/** The innermost list item that holds the issue: the smallest part that can go. */
function innermostItem(issue: v.BaseIssue<unknown>): Slot | undefined {
  const path = issue.path ?? []
  for (let i = path.length - 1; i >= 0; i--) {
    const item = path[i]
    if (item?.type === 'array' && Array.isArray(item.input) && typeof item.key === 'number') {
      return { list: item.input, index: item.key }
    }
  }
  return undefined
}

function dropItems(issues: readonly v.BaseIssue<unknown>[]): boolean {
  const slots: Slot[] = []
  for (const issue of issues) {
    const slot = innermostItem(issue)
    if (!slot) return false
    slots.push(slot)
  }
  const byList = new Map<unknown[], Set<number>>()
  for (const { list, index } of slots) byList.set(list, (byList.get(list) ?? new Set()).add(index))
  for (const [list, indexes] of byList) {
    for (const index of [...indexes].sort((a, b) => b - a)) list.splice(index, 1)
  }
  return true
}

export type SalvageResult<S extends v.GenericSchema> =
  | { success: true; output: v.InferOutput<S>; dropped: number }
  | { success: false; issues: readonly v.BaseIssue<unknown>[] }

/** Parse `body` with `schema`, dropping list items that do not parse (see the file comment). */
export function parseSalvaging<S extends v.GenericSchema>(
  schema: S,
  body: unknown,
  onDrop: (issues: readonly v.BaseIssue<unknown>[]) => void = logDropped,
): SalvageResult<S> {
  let result = v.safeParse(schema, body)
  if (result.success) return { success: true, output: result.output, dropped: 0 }
  const copy = structuredClone(body)
  let dropped = 0
  for (let round = 0; round < MAX_ROUNDS; round++) {
    result = v.safeParse(schema, copy)
    if (result.success) return { success: true, output: result.output, dropped }
    const issues = result.issues
    if (!dropItems(issues)) return { success: false, issues }
    onDrop(issues)
    dropped += issues.length
  }
  return { success: false, issues: result.issues }
}

function logDropped(issues: readonly v.BaseIssue<unknown>[]) {
  console.warn(
    'Left out list items the app cannot read:',
    issues.map((issue) => `${v.getDotPath(issue) ?? '?'}: ${issue.message}`),
  )
}
