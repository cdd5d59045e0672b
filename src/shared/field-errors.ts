/**
 * Field errors of a failed valibot parse, the one way server and client name them: each
 * message filed under its field's key (the last key of the dot path, list positions dropped:
 * `seenRecord.imageInfo.image` and `interests.2` are `image` and `interests`), and issues
 * about the whole input under `userMessage`.
 */
import * as v from 'valibot'

export type FieldErrors = Record<string, string[]>

/**
 * A key -> messages map without a prototype, holding `init`'s entries. A client may send any
 * key, so a field named `constructor`, `toString` or `__proto__` must be a field like any
 * other: on a plain `{}` reading it finds Object's own members and writing `__proto__`
 * replaces the prototype.
 */
export function fieldErrors(init: Readonly<FieldErrors> = {}): FieldErrors {
  const errors = Object.create(null) as FieldErrors
  for (const [key, messages] of Object.entries(init)) errors[key] = [...messages]
  return errors
}

/** The key a dot path (`v.getDotPath`) is reported under. */
export function fieldKeyOf(dotPath: string | null | undefined): string | undefined {
  return dotPath
    ?.split('.')
    .filter((key) => key !== '' && !/^\d+$/.test(key))
    .at(-1)
}

/**
 * Issues as field errors: those about the whole input first, then each field's in the order
 * they came, each message once. Not valibot's `flatten`, whose plain objects meet the
 * prototype for a key like `__proto__`.
 */
export function flattenIssues(
  issues: readonly [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]],
): FieldErrors {
  const errors = fieldErrors()
  const add = (key: string, message: string) => {
    const list = errors[key] ?? []
    if (!list.includes(message)) list.push(message)
    errors[key] = list
  }
  const placed = issues.map((issue) => ({ issue, path: v.getDotPath(issue) }))
  for (const { issue, path } of placed) if (!path) add('userMessage', issue.message)
  for (const { issue, path } of placed) {
    if (path) add(fieldKeyOf(path) ?? 'userMessage', issue.message)
  }
  return errors
}
