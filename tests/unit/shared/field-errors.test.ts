import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { fieldErrors, fieldKeyOf, flattenIssues } from '~/shared/field-errors'
import { PROTOTYPE_KEYS } from '../../fixtures/prototype-keys'

const schema = v.object({
  record: v.object({
    name: v.pipe(v.string(), v.minLength(1, 'Name is required.')),
    image: v.object({ type: v.picklist(['image/png'], 'Please select an image file.') }),
    tags: v.array(v.pipe(v.string(), v.maxLength(3, 'Tag must not exceed 3 characters.'))),
  }),
})

function errorsOf(input: unknown) {
  const result = v.safeParse(schema, input)
  if (result.success) throw new Error('expected the parse to fail')
  return flattenIssues(result.issues)
}

describe('field errors of a failed parse (one naming rule for server and client)', () => {
  it('files a nested issue under its own field, the last key of its path', () => {
    const errors = errorsOf({ record: { name: '', image: { type: 'text/plain' }, tags: [] } })
    expect(errors).toEqual({
      name: ['Name is required.'],
      type: ['Please select an image file.'],
    })
  })

  it('drops list positions and repeats each message once', () => {
    const errors = errorsOf({
      record: { name: 'a', image: { type: 'image/png' }, tags: ['long1', 'ok', 'long2'] },
    })
    expect(errors).toEqual({ tags: ['Tag must not exceed 3 characters.'] })
  })

  it('files an issue about the whole input under userMessage', () => {
    const errors = errorsOf('not an object')
    expect(Object.keys(errors)).toEqual(['userMessage'])
  })

  it('names dot paths the same way', () => {
    expect(fieldKeyOf('seenRecord.imageInfo.image')).toBe('image')
    expect(fieldKeyOf('interests.2')).toBe('interests')
    expect(fieldKeyOf(null)).toBeUndefined()
  })

  it('files keys named after Object members as fields like any other', () => {
    const strict = v.strictObject({ on: v.boolean() })
    for (const key of PROTOTYPE_KEYS) {
      const result = v.safeParse(strict, JSON.parse(`{"on": true, "${key}": 1}`))
      if (result.success) throw new Error('expected the parse to fail')
      const errors = flattenIssues(result.issues)
      expect(Object.keys(errors)).toEqual([key])
      expect(Object.hasOwn(errors, key)).toBe(true)
      expect(errors[key]).toHaveLength(1)
    }
  })
})

describe('a field-error map', () => {
  it('has no prototype, so writing __proto__ adds a field', () => {
    const errors = fieldErrors({ userMessage: ['Refused.'] })
    const sentKey: string = JSON.parse('"__proto__"')
    errors[sentKey] = ['Proto is not valid.']
    expect(Object.getPrototypeOf(errors)).toBeNull()
    expect(Object.keys(errors)).toEqual(['userMessage', '__proto__'])
    expect(errors.toString).toBeUndefined()
  })
})
