import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { MESSAGING_MSG } from '~/shared/messaging-messages'
import { sendToUsersRequest, splitRecipients } from '~/shared/schemas/messaging-requests'

describe('splitRecipients', () => {
  it('splits on commas, semicolons and spaces, drops @, empties and repeats (any case)', () => {
    expect(splitRecipients('bob, @carol;; Bob\nalice ,')).toEqual(['bob', 'carol', 'alice'])
    expect(splitRecipients(['bob', 'carol, dave'])).toEqual(['bob', 'carol', 'dave'])
    expect(splitRecipients(' , ')).toEqual([])
  })
})

describe('sendToUsersRequest', () => {
  const issues = (input: unknown) => {
    const result = v.safeParse(sendToUsersRequest, input)
    return result.success ? [] : result.issues.map((issue) => issue.message)
  }

  it('needs a recipient and a message; the subject is optional and trimmed', () => {
    expect(issues({ content: 'Hi' })).toEqual([MESSAGING_MSG.recipientsRequired])
    expect(issues({ recipientUsernames: 'bob', content: ' \n ' })).toEqual([
      MESSAGING_MSG.contentRequired,
    ])
    expect(v.parse(sendToUsersRequest, { recipientUsernames: 'bob', content: 'Hi' })).toEqual({
      recipientUsernames: ['bob'],
      content: 'Hi',
      subject: '',
    })
  })

  it('limits the message to 5000 characters and the recipients to 50', () => {
    expect(issues({ recipientUsernames: 'bob', content: 'x'.repeat(5001) })).toEqual([
      MESSAGING_MSG.contentTooLong,
    ])
    const many = Array.from({ length: 51 }, (_, i) => `user${i}`)
    expect(issues({ recipientUsernames: many, content: 'Hi' })).toEqual([
      MESSAGING_MSG.tooManyRecipients,
    ])
  })
})
