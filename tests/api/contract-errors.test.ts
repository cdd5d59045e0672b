import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REQUEST_NOT_VALID } from '~/server/http/issue-messages'
import { INVITATION_MSG } from '~/shared/membership-messages'
import { MSG } from '~/shared/messages'
import { PEOPLE_MSG } from '~/shared/people-messages'
import { api, createTestApp, type TestApp } from './helpers'
import { register, type TestUser } from './seens-fixtures'

let t: TestApp
let ann: TestUser

beforeAll(async () => {
  t = await createTestApp()
  ann = await register(t, 'contract_ann')
})
afterAll(() => t.close())

interface Failure {
  success: boolean
  errors: Record<string, string[]>
  errorMessage: string
}

async function refused(res: Response, status = 400): Promise<Failure> {
  expect(res.status).toBe(status)
  return (await res.json()) as Failure
}

const post = (path: string, body: unknown) => api(t.app, ann.jar).post(path, body)

describe('every failure carries errorMessage (docs/product.md#records, #calls, #error-texts)', () => {
  it('joins every message of errors line by line, userMessage first, keeping errors', async () => {
    const body = await refused(await post('/api/seen/like', { like: 'yes' }))
    expect(body).toEqual({
      success: false,
      errors: {
        seenShortName: ['seenShortName is required.'],
        like: ['Like is not valid.'],
        userMessage: ['seenShortName is required.', 'Like is not valid.'],
      },
      errorMessage: 'seenShortName is required.\nLike is not valid.',
    })
  })

  it('is there on messaging, follow and invitation refusals and on 401/404', async () => {
    const guest = api(t.app)
    const notLoggedIn = await refused(await guest.get('/api/messaging/inbox'), 401)
    expect(notLoggedIn.errorMessage).toBe(MSG.notLoggedIn)
    const missing = await refused(
      await api(t.app, ann.jar).get('/api/userprofile/follow-status/nobody_at_all'),
      404,
    )
    expect(missing.errorMessage).toBe(missing.errors.userMessage?.join('\n'))
    const invitation = await refused(
      await post('/api/seen/invitations/respond', {
        invitationId: crypto.randomUUID(),
        accept: true,
      }),
      404,
    )
    expect(invitation).toMatchObject({ success: false, errorMessage: INVITATION_MSG.notFound })
    const unknownPath = await refused(await guest.get('/api/no-such-call'), 404)
    expect(unknownPath.errorMessage).toBe(MSG.notFound)
  })
})

describe('missing keys and wrong types in docs/product.md#validation wording, filed under the field', () => {
  it('a missing key takes the schema’s own message', async () => {
    const body = await refused(await post('/api/seen/like', {}))
    expect(body.errors.seenShortName).toEqual(['seenShortName is required.'])
  })

  it('a missing record takes the schema’s own message', async () => {
    const body = await refused(await post('/api/userprofile', {}))
    expect(body.errors.userProfile).toEqual([PEOPLE_MSG.profileRequired])
  })

  it('a value of the wrong type says "{Field} is not valid."', async () => {
    const hide = await refused(await post('/api/appearance/hide/some-appearance', { hide: 'yes' }))
    expect(hide.errors.hide).toEqual(['hide is not valid.'])
    const profile = await refused(
      await post('/api/userprofile', { userProfile: { displayName: 42 } }),
    )
    expect(profile.errors.displayName).toEqual(['Display Name is not valid.'])
  })

  it('a body of the wrong shape altogether is "not valid", never valibot’s text', async () => {
    const body = await refused(await post('/api/seen/like', 'seenShortName'))
    expect(body.errors).toEqual({ userMessage: [REQUEST_NOT_VALID] })
    expect(JSON.stringify(body)).not.toMatch(/Invalid (key|type)/)
  })
})
