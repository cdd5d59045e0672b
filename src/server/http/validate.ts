import type { Context } from 'hono'
import * as v from 'valibot'
import { MSG } from '~/shared/messages'
import { ApiError, type FieldErrors } from './errors'

type AnySchema = v.GenericSchema

/** Turn valibot issues into the envelope's field errors (`userMessage` for issues without a path). */
export function issuesToFieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of issues) {
    const key =
      issue.path
        ?.map((p) => p.key)
        .filter((k): k is string => typeof k === 'string')
        .at(-1) ?? 'userMessage'
    const list = errors[key] ?? []
    if (!list.includes(issue.message)) list.push(issue.message)
    errors[key] = list
  }
  return errors
}

export function parseOr400<S extends AnySchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input)
  if (!result.success) {
    const errors = issuesToFieldErrors(result.issues)
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

export const queryOf = <S extends AnySchema>(c: Context, schema: S): v.InferOutput<S> =>
  parseOr400(schema, c.req.query())

export const paramsOf = <S extends AnySchema>(c: Context, schema: S): v.InferOutput<S> =>
  parseOr400(schema, c.req.param())
