import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { PUSH_KINDS, pushPayload, samePath } from '~/shared/push'
import { pushPayloadSchema, pushSubscribeRequest } from '~/shared/schemas/push'

const detail = { seenShortName: 'abc_DEF-12', seenName: 'Garden party', actorName: 'Ada' }

describe('pushPayload', () => {
  it('names the one event, or counts a batch, and opens the page it is about', () => {
    expect(pushPayload('message', 1, { actorName: 'Ada', subject: 'Hi' })).toEqual({
      title: 'New message from Ada',
      body: 'Hi',
      url: '/messages',
    })
    expect(pushPayload('message', 3, { actorName: 'Ada' }).title).toBe('3 new messages')
    expect(pushPayload('invitation', 1, detail).url).toBe('/notifications')
    expect(pushPayload('joinRequest', 2, detail)).toEqual({
      title: '2 people ask to join Garden party',
      body: 'Open the Seen to approve or reject.',
      url: '/seen?shortname=abc_DEF-12&open=joinRequests',
    })
    expect(pushPayload('photoReview', 3, detail).title).toBe('3 new photos to review')
    expect(pushPayload('joinApproved', 1, detail).title).toBe('You joined Garden party')
  })

  it('gives every kind a payload the service worker accepts, with a same-site path', () => {
    for (const kind of PUSH_KINDS) {
      for (const count of [1, 7]) {
        const payload = pushPayload(kind, count, {})
        expect(v.is(pushPayloadSchema, payload)).toBe(true)
        expect(samePath(payload.url)).toBe(payload.url)
      }
    }
  })
})

describe('samePath', () => {
  it('keeps paths of this site and turns anything else into the start page', () => {
    expect(samePath('/seen?shortname=x')).toBe('/seen?shortname=x')
    for (const url of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      '',
    ]) {
      expect(samePath(url)).toBe('/')
    }
  })
})

describe('pushSubscribeRequest', () => {
  it('takes what PushSubscription.toJSON() gives and refuses keys of the wrong size', () => {
    const keys = { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) }
    const endpoint = 'https://fcm.googleapis.com/fcm/send/abc'
    expect(v.is(pushSubscribeRequest, { subscription: { endpoint, keys } })).toBe(true)
    const short = { ...keys, auth: 'A'.repeat(10) }
    expect(v.is(pushSubscribeRequest, { subscription: { endpoint, keys: short } })).toBe(false)
    const notUrl = { endpoint: 'not a url', keys }
    expect(v.is(pushSubscribeRequest, { subscription: notUrl })).toBe(false)
  })
})
