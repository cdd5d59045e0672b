import { describe, expect, it } from 'vitest'
import { loggablePath } from '~/server/logger'

describe('loggablePath', () => {
  it('hides the invitation token of the accept page, the preview and the accept call', () => {
    expect(loggablePath('/invitation/s3cr3t-token')).toBe('/invitation/[redacted]')
    expect(loggablePath('/api/seen/invitations/accept/s3cr3t-token')).toBe(
      '/api/seen/invitations/accept/[redacted]',
    )
    expect(loggablePath('/api/seen/invitations/preview/s3cr3t-token')).toBe(
      '/api/seen/invitations/preview/[redacted]',
    )
  })

  it('keeps every other path as it is', () => {
    expect(loggablePath('/api/seen/invitations/user')).toBe('/api/seen/invitations/user')
    expect(loggablePath('/seen_list')).toBe('/seen_list')
  })
})
