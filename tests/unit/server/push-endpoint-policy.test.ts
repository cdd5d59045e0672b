import { describe, expect, it } from 'vitest'
import { type EndpointPolicy, endpointTarget } from '~/server/push/endpoint-policy'
import { allowedAddresses } from '~/server/push/pinned-address'
import { isPublicAddress } from '~/server/push/public-address'
import { createSendQueue } from '~/server/push/send-queue'
import { INTERNAL_HOSTS } from '../../setup/internal-hosts'

const known: EndpointPolicy = { hosts: 'known', local: false }
const open: EndpointPolicy = { hosts: 'public', local: false }
const local: EndpointPolicy = { hosts: 'known', local: true }
const accepts = (endpoint: string, policy: EndpointPolicy) =>
  endpointTarget(endpoint, policy) !== null

describe('endpointTarget', () => {
  it.each(INTERNAL_HOSTS)('refuses %s whatever the host policy', (host) => {
    expect(accepts(`https://${host}/push`, known)).toBe(false)
    expect(accepts(`https://${host}/push`, open)).toBe(false)
  })

  it('by default accepts the browsers’ push services only, on https and its own port', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QAbc',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
      'https://FCM.googleapis.com.:443/fcm/send/abc',
    ]) {
      expect(accepts(endpoint, known)).toBe(true)
    }
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://user:pw@fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com.evil.example/abc',
      'https://evilpush.apple.com/abc',
      'https://push.example.com/abc',
      'https://8.8.8.8/abc',
      'ftp://fcm.googleapis.com/abc',
      'not a url',
    ]) {
      expect(accepts(endpoint, known)).toBe(false)
    }
  })

  it('with public hosts on, takes any public name or address, on any port', () => {
    expect(accepts('https://push.example.com/abc', open)).toBe(true)
    expect(accepts('https://push.example.com:8443/abc', open)).toBe(true)
    expect(accepts('https://8.8.8.8/abc', open)).toBe(true)
    expect(accepts('https://[2606:4700::1111]/abc', open)).toBe(true)
    expect(accepts('http://push.example.com/abc', open)).toBe(false)
  })

  it('local endpoints add loopback over http and https, and nothing else private', () => {
    expect(accepts('http://127.0.0.1:9000/abc', local)).toBe(true)
    expect(accepts('https://[::1]:9000/abc', local)).toBe(true)
    expect(accepts('http://10.0.0.1:9000/abc', local)).toBe(false)
    expect(accepts('http://169.254.169.254/abc', local)).toBe(false)
    expect(accepts('http://127.0.0.1:9000/abc', known)).toBe(false)
  })
})

describe('isPublicAddress', () => {
  it('takes global unicast addresses only; an IPv4 one written as IPv6 is refused too', () => {
    expect(isPublicAddress('142.250.185.74')).toBe(true)
    expect(isPublicAddress('2a00:1450:4001:80b::200a')).toBe(true)
    expect(isPublicAddress('::ffff:142.250.185.74')).toBe(false)
    expect(isPublicAddress('192.0.2.1')).toBe(false)
    expect(isPublicAddress('2001:db8::1')).toBe(false)
    expect(isPublicAddress('push.example.com')).toBe(false)
  })
})

describe('allowedAddresses', () => {
  const google = { address: '142.250.185.74', family: 4 }
  const answer =
    (...addresses: (typeof google)[]) =>
    async () =>
      addresses

  it('gives a name’s addresses only when every one of them is public', async () => {
    expect(await allowedAddresses('push.example.com', open, answer(google))).toEqual([google])
    const mixed = answer(google, { address: '10.0.0.1', family: 4 })
    expect(await allowedAddresses('push.example.com', open, mixed)).toBeNull()
    expect(await allowedAddresses('push.example.com', open, answer())).toBeNull()
  })

  it('asks no resolver for an address', async () => {
    const never = async () => {
      throw new Error('resolver asked')
    }
    expect(await allowedAddresses('8.8.8.8', open, never)).toEqual([
      { address: '8.8.8.8', family: 4 },
    ])
    expect(await allowedAddresses('127.0.0.1', open, never)).toBeNull()
  })
})

describe('createSendQueue', () => {
  it('keeps to its total and to its share per service, and starts the rest as slots free', async () => {
    const queue = createSendQueue(3, 2)
    const open = new Map<string, () => void>()
    let peak = 0
    const peakPerService = new Map<string, number>()
    const inFlight = new Map<string, number>()
    const started: string[] = []
    const job = (service: string, id: string) =>
      queue.run(service, async () => {
        started.push(id)
        inFlight.set(service, (inFlight.get(service) ?? 0) + 1)
        peakPerService.set(
          service,
          Math.max(peakPerService.get(service) ?? 0, inFlight.get(service) ?? 0),
        )
        peak = Math.max(
          peak,
          [...inFlight.values()].reduce((a, b) => a + b, 0),
        )
        await new Promise<void>((resolve) => open.set(id, resolve))
        inFlight.set(service, (inFlight.get(service) ?? 1) - 1)
        return id
      })
    const jobs = [
      job('slow', 's1'),
      job('slow', 's2'),
      job('slow', 's3'),
      job('fast', 'f1'),
      job('fast', 'f2'),
    ]
    await Promise.resolve()
    expect(started).toEqual(['s1', 's2', 'f1'])
    for (const id of ['f1', 's1', 'f2', 's2', 's3']) {
      await new Promise((resolve) => setImmediate(resolve))
      open.get(id)?.()
    }
    expect(await Promise.all(jobs)).toEqual(['s1', 's2', 's3', 'f1', 'f2'])
    expect(peak).toBe(3)
    expect(peakPerService.get('slow')).toBe(2)
  })
})
