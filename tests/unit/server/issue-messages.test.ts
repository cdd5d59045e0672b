import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { REQUEST_NOT_VALID } from '~/server/http/issue-messages'
import { issuesToFieldErrors } from '~/server/http/validate'
import { fieldMessage } from '~/shared/messages'

const schema = v.object({
  seenName: v.pipe(v.string(), v.nonEmpty(fieldMessage.required('Seen Name'))),
  displayName: v.string(fieldMessage.required('Display Name')),
  startDateTime: v.string(),
  content: v.string('Please enter a message'),
  locationType: v.picklist([1, 2], fieldMessage.selectionRequired('Location Type')),
  record: v.object({ isHidden: v.boolean(), tags: v.array(v.string()) }),
})

const errorsOf = (input: unknown) => {
  const result = v.safeParse(schema, input)
  if (result.success) throw new Error('expected a refusal')
  return issuesToFieldErrors(result.issues, schema)
}

const valid = {
  seenName: 'Picnic',
  displayName: 'Ann',
  startDateTime: '2026-01-01T00:00:00.000Z',
  content: 'Hi',
  locationType: 1,
  record: { isHidden: false, tags: [] },
}

describe('issuesToFieldErrors: docs/product.md#validation wording instead of valibot’s', () => {
  it('a missing key is "{Field} is required.", with the label its schema uses or the key humanized', () => {
    const { seenName, startDateTime, displayName, content, ...rest } = valid
    expect(errorsOf(rest)).toEqual({
      seenName: ['Seen Name is required.'],
      displayName: ['Display Name is required.'],
      startDateTime: ['Start Date Time is required.'],
      content: ['Please enter a message'],
    })
  })

  it('a nested missing key is filed under its own name', () => {
    expect(errorsOf({ ...valid, record: { tags: [] } })).toEqual({
      isHidden: ['Is Hidden is required.'],
    })
  })

  it('a wrong type is "{Field} is not valid.", a wrong choice keeps the schema’s message', () => {
    expect(
      errorsOf({
        ...valid,
        seenName: 5,
        displayName: true,
        content: 7,
        locationType: 9,
        record: { isHidden: 'yes', tags: [1] },
      }),
    ).toEqual({
      seenName: ['Seen Name is not valid.'],
      displayName: ['Display Name is not valid.'],
      content: ['Please enter a message'],
      locationType: [fieldMessage.selectionRequired('Location Type')],
      isHidden: ['Is Hidden is not valid.'],
      tags: ['Tags is not valid.'],
    })
  })

  it('null for a required value reads as missing', () => {
    expect(errorsOf({ ...valid, startDateTime: null })).toEqual({
      startDateTime: ['Start Date Time is required.'],
    })
  })

  it('an input that is no object at all is one userMessage', () => {
    expect(errorsOf('text')).toEqual({ userMessage: [REQUEST_NOT_VALID] })
  })

  it('without the schema, labels come from the keys', () => {
    const result = v.safeParse(schema, { ...valid, seenName: undefined })
    if (result.success) throw new Error('expected a refusal')
    expect(issuesToFieldErrors(result.issues)).toEqual({ seenName: ['Seen Name is required.'] })
  })
})
