import type { Context } from 'hono'
import * as v from 'valibot'
import { fieldKeyOf, flattenIssues } from '~/shared/field-errors'
import { MSG } from '~/shared/messages'
import { ApiError, type FieldErrors } from './errors'
import { gateInput } from './input-gate'
import { issueMessage } from './issue-messages'

type AnySchema = v.GenericSchema

/**
 * Turn valibot issues into the envelope's field errors (shared/field-errors.ts: the one naming
 * rule the client's forms use too), in docs/product.md#validation wording (see issue-messages.ts);
 * `schema` is the one that was parsed.
 */
export function issuesToFieldErrors(
  issues: readonly [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]],
  schema?: AnySchema,
): FieldErrors {
  const [first, ...rest] = issues.map((issue) => ({
    ...issue,
    message: issueMessage(issue, fieldKeyOf(v.getDotPath(issue)), schema),
  }))
  return flattenIssues([first ?? issues[0], ...rest])
}

export function parseOr400<S extends AnySchema>(schema: S, input: unknown): v.InferOutput<S> {
  gateInput(input)
  const result = v.safeParse(schema, input)
  if (!result.success) {
    const errors = issuesToFieldErrors(result.issues, schema)
    if (!errors.userMessage) {
      errors.userMessage = Object.values(errors).flat()
    }
    throw new ApiError(400, errors)
  }
  return result.output
}

/** Read and validate a JSON body; malformed JSON is a 400, never a 500. */
export async function jsonBody<S extends AnySchema>(
  c: Context,
  schema: S,
): Promise<v.InferOutput<S>> {
  let raw: unknown
  try {
    raw = await c.req.json()
  } catch {
    throw ApiError.user(400, MSG.malformedJson)
  }
  return parseOr400(schema, raw)
}

/**
 * A JSON body, or the query string when the request has none: `DELETE ...?invitationId=`
 * (clients often send DELETE without a body).
 */
export async function jsonBodyOrQuery<S extends AnySchema>(
  c: Context,
  schema: S,
): Promise<v.InferOutput<S>> {
  const text = await c.req.text()
  if (text.trim() === '') return queryOf(c, schema)
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    throw ApiError.user(400, MSG.malformedJson)
  }
  return parseOr400(schema, raw)
}

export const queryOf = <S extends AnySchema>(c: Context, schema: S): v.InferOutput<S> =>
  parseOr400(schema, c.req.query())

export const paramsOf = <S extends AnySchema>(c: Context, schema: S): v.InferOutput<S> =>
  parseOr400(schema, c.req.param())
