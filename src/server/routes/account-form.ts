import type { Context } from 'hono'
import type { FieldErrors } from '../http/errors'
import { inputGateErrors } from '../http/input-gate'

export type Form = Record<string, string>

/** The form's text fields, or the input gate's errors (file names included) for the page. */
export async function readForm(c: Context): Promise<{ form: Form; refused: FieldErrors | null }> {
  const type = c.req.header('content-type') ?? ''
  let raw: unknown
  try {
    raw = type.includes('application/json') ? await c.req.json() : await c.req.parseBody()
  } catch {
    return { form: {}, refused: null }
  }
  if (typeof raw !== 'object' || raw === null) return { form: {}, refused: null }
  const refused = inputGateErrors(raw)
  if (refused) return { form: {}, refused }
  const form = Object.fromEntries(
    Object.entries(raw).filter((e): e is [string, string] => typeof e[1] === 'string'),
  )
  return { form, refused: null }
}
