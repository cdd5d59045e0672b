/**
 * Field errors of a failed valibot parse, the one way server and client name them: valibot's
 * own `flatten`, each message filed under its field's key (the last key of the dot path, list
 * positions dropped: `seenRecord.imageInfo.image` and `interests.2` are `image` and
 * `interests`), and issues about the whole input under `userMessage`.
 */
import * as v from 'valibot'

export type FieldErrors = Record<string, string[]>

/** The key a dot path (`v.getDotPath`, `v.flatten`'s nested keys) is reported under. */
export function fieldKeyOf(dotPath: string | null | undefined): string | undefined {
  return dotPath
    ?.split('.')
    .filter((key) => key !== '' && !/^\d+$/.test(key))
    .at(-1)
}

/** Issues as field errors, each field's messages once, in the order they came. */
export function flattenIssues(issues: readonly [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]) {
  const flat = v.flatten(issues)
  const errors: FieldErrors = {}
  const add = (key: string, messages: readonly string[] | undefined) => {
    const list = errors[key] ?? []
    for (const message of messages ?? []) if (!list.includes(message)) list.push(message)
    if (list.length > 0) errors[key] = list
  }
  add('userMessage', [...(flat.root ?? []), ...(flat.other ?? [])])
  for (const [path, messages] of Object.entries(flat.nested ?? {})) {
    add(fieldKeyOf(path) ?? 'userMessage', messages)
  }
  return errors
}
