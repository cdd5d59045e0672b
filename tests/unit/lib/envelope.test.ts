import { describe, expect, it } from 'vitest'
import { envelopeMessages } from '~/lib/envelope'

describe('envelopeMessages', () => {
  it('shows each message once when errorMessage repeats errors line by line', () => {
    const body = {
      success: false,
      errors: { userMessage: ['Headline is required.'], caption: ['Caption is required.'] },
      errorMessage: 'Headline is required.\nCaption is required.',
    }
    expect(envelopeMessages(body)).toEqual(['Headline is required.', 'Caption is required.'])
  })

  it('reads errorMessage alone when there is no errors object', () => {
    expect(envelopeMessages({ success: false, errorMessage: 'Failed to block user' })).toEqual([
      'Failed to block user',
    ])
  })
})
