/**
 * docs/product.md#validation wording for the valibot issues a schema leaves with valibot's own
 * English ("Invalid key: Expected \"x\" but received undefined"): a missing key becomes "{Field} is
 * required." and a value of the wrong type "{Field} is not valid.".
 */
import * as v from 'valibot'
import { fieldMessage } from '~/shared/messages'

/**
 * docs/product.md#validation has no generic form for a value of the wrong type; this follows its
 * pattern.
 */
export const notValid = (field: string) => `${field} is not valid.`

/** For an input that is not even the right kind of thing (a JSON array where an object goes). */
export const REQUEST_NOT_VALID = 'The request is not valid.'

/** The message valibot writes when a schema or action was given none of its own. */
const DEFAULT_MESSAGE = /^Invalid [\w ]+: (Expected [\s\S]* but r|R)eceived /
/** "{Field} is required.", not "{Field} selection is required." (right for a wrong choice too). */
const REQUIRED_MESSAGE = /^(?!.* selection is required\.$)(.+) is required\.$/

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

const isSchema = (value: unknown): value is v.GenericSchema =>
  isRecord(value) && value.kind === 'schema' && typeof value['~run'] === 'function'

/**
 * "seenShortName" -> "Seen Short Name", "tag1" -> "Tag 1", like the product's
 * (docs/product.md#validation) "Display Name".
 */
export const humanizeKey = (key: string) =>
  key
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .replace(/\b\w/g, (c) => c.toUpperCase())

/** The schema `keys` lead to inside `schema`, through objects, wrappers and arrays. */
function schemaAt(schema: unknown, keys: readonly unknown[]): v.GenericSchema | undefined {
  let current = schema
  for (const key of keys) {
    while (isRecord(current) && current.wrapped !== undefined) current = current.wrapped
    if (!isRecord(current)) return undefined
    if (typeof key === 'number' && current.item !== undefined) current = current.item
    else if (
      typeof key === 'string' &&
      isRecord(current.entries) &&
      Object.hasOwn(current.entries, key)
    )
      current = current.entries[key]
    else return undefined
  }
  return isSchema(current) ? current : undefined
}

/** What the field's own schema says about a missing value, when it says it in words. */
function ownMissingMessage(field: v.GenericSchema | undefined): string | undefined {
  if (!field) return undefined
  const result = v.safeParse(field, undefined)
  const message = result.success ? undefined : result.issues[0]?.message
  return message && !DEFAULT_MESSAGE.test(message) ? message : undefined
}

/** The label of the field's own "{Field} is required." message, in its schema or pipe. */
function requiredLabel(field: unknown): string | undefined {
  let current = field
  while (isRecord(current) && current.wrapped !== undefined) current = current.wrapped
  if (!isRecord(current)) return undefined
  const parts = Array.isArray(current.pipe) ? current.pipe : [current]
  for (const part of parts) {
    const message = isRecord(part) ? part.message : undefined
    const label = typeof message === 'string' ? REQUIRED_MESSAGE.exec(message)?.[1] : undefined
    if (label) return label
  }
  return undefined
}

/**
 * The message to show for one issue. `root` is the schema that was parsed (without it, labels
 * come from the keys alone); `key` is the field the issue is filed under (undefined: the whole
 * input). Messages a schema words itself are kept, except a "{Field} is required." given for a
 * value that is there but of the wrong type.
 */
export function issueMessage(
  issue: v.BaseIssue<unknown>,
  key: string | undefined,
  root?: v.GenericSchema,
): string {
  const isDefault = DEFAULT_MESSAGE.test(issue.message)
  if (key === undefined) return isDefault ? REQUEST_NOT_VALID : issue.message
  const keys = issue.path?.map((item) => item.key) ?? []
  const field = schemaAt(root, keys)
  const label = requiredLabel(field) ?? humanizeKey(key)
  const last = issue.path?.at(-1)
  if (last?.origin === 'key' && issue.input === undefined && issue.expected === `"${last.key}"`) {
    return ownMissingMessage(field) ?? fieldMessage.required(label)
  }
  if (issue.kind === 'schema' && (issue.input === undefined || issue.input === null)) {
    return isDefault ? fieldMessage.required(label) : issue.message
  }
  const saysRequired = issue.kind === 'schema' && REQUIRED_MESSAGE.test(issue.message)
  return isDefault || saysRequired ? notValid(label) : issue.message
}
