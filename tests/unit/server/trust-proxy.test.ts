import { describe, expect, it } from 'vitest'
import { clientAddress, parseTrustProxy, type TrustProxy } from '~/server/http/trust-proxy'

function trust(setting: string): TrustProxy {
  const parsed = parseTrustProxy(setting)
  if (typeof parsed === 'string') throw new Error(parsed)
  return parsed
}

/** A small deterministic generator, so the "any address a client writes" cases repeat exactly. */
function* randomAddresses(seed: number, count: number): Generator<string> {
  let state = seed
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return state
  }
  for (let i = 0; i < count; i++) {
    yield next() % 5 === 0
      ? `2001:db8::${(next() % 0xffff).toString(16)}`
      : `${(next() % 223) + 1}.${next() % 256}.${next() % 256}.${next() % 256}`
  }
}

describe('TRUST_PROXY', () => {
  it('reads false, true, hop counts, addresses, CIDRs and named ranges', () => {
    expect(trust('false').trusts('10.0.0.1', 0)).toBe(false)
    expect(trust('0').trusts('10.0.0.1', 0)).toBe(false)
    expect(trust('true').trusts('203.0.113.9', 0)).toBe(true)
    expect(trust('true').trusts('203.0.113.9', 1)).toBe(false)
    expect(trust('2').trusts('x', 1)).toBe(true)
    expect(trust('2').trusts('x', 2)).toBe(false)
    const list = trust('10.1.0.0/16, 192.0.2.7, loopback, 2001:db8:1::/48')
    expect(list.trusts('10.1.200.3', 5)).toBe(true)
    expect(list.trusts('10.2.0.1', 0)).toBe(false)
    expect(list.trusts('192.0.2.7', 0)).toBe(true)
    expect(list.trusts('192.0.2.8', 0)).toBe(false)
    expect(list.trusts('127.0.0.1', 0)).toBe(true)
    expect(list.trusts('::1', 0)).toBe(true)
    expect(list.trusts('2001:db8:1:ffff::1', 0)).toBe(true)
    expect(list.trusts('not-an-ip', 0)).toBe(false)
    expect(trust('private').trusts('172.20.0.4', 0)).toBe(true)
  })

  it('refuses what it cannot read, naming the entry', () => {
    expect(parseTrustProxy('10.0.0.0/33')).toMatch(/10\.0\.0\.0\/33/)
    expect(parseTrustProxy('proxy.example')).toMatch(/proxy\.example/)
    expect(parseTrustProxy('10.0.0.1,,10.0.0.2')).toMatch(/empty entry/)
    expect(parseTrustProxy('99')).toMatch(/hop count/)
  })
})

describe('the client address', () => {
  it('is the peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    for (const forged of randomAddresses(1, 50)) {
      expect(clientAddress('198.51.100.4', `${forged}, 10.0.0.9`, trust('false'))).toBe(
        '198.51.100.4',
      )
    }
  })

  it('behind one proxy is the entry that proxy appended, never one the client wrote', () => {
    const client = '198.51.100.23'
    for (const forged of randomAddresses(2, 100)) {
      // nginx's $proxy_add_x_forwarded_for and haproxy's `option forwardfor` append the peer.
      expect(clientAddress('10.0.0.2', `${forged}, ${client}`, trust('true'))).toBe(client)
      expect(clientAddress('10.0.0.2', `${forged},${forged}, ${client}`, trust('1'))).toBe(client)
    }
    expect(clientAddress('10.0.0.2', client, trust('true'))).toBe(client)
  })

  it('with a list walks back over trusted proxies to the rightmost untrusted entry', () => {
    const proxies = trust('10.0.0.0/8')
    for (const forged of randomAddresses(3, 100)) {
      const header = `${forged}, 198.51.100.7, 10.0.0.5, 10.3.4.5`
      expect(clientAddress('10.0.0.1', header, proxies)).toBe('198.51.100.7')
    }
    // A peer outside the list is the client itself, even if it sends the header.
    expect(clientAddress('203.0.113.1', '10.0.0.5', proxies)).toBe('203.0.113.1')
  })

  it('with N hops takes the Nth entry from the right, and the leftmost when the chain is short', () => {
    expect(clientAddress('10.0.0.1', '1.1.1.1, 2.2.2.2, 3.3.3.3', trust('2'))).toBe('2.2.2.2')
    expect(clientAddress('10.0.0.1', '3.3.3.3', trust('2'))).toBe('3.3.3.3')
    expect(clientAddress('10.0.0.1', undefined, trust('2'))).toBe('10.0.0.1')
  })

  it('reads an IPv4 peer on a dual-stack socket as IPv4', () => {
    expect(clientAddress('::ffff:127.0.0.1', '198.51.100.1', trust('loopback'))).toBe(
      '198.51.100.1',
    )
    expect(clientAddress('::ffff:192.0.2.1', undefined, trust('false'))).toBe('192.0.2.1')
  })

  it('never returns more than a bounded string for a rate-limit bucket', () => {
    const long = 'x'.repeat(5000)
    expect(clientAddress('10.0.0.1', long, trust('true')).length).toBeLessThanOrEqual(64)
  })
})
