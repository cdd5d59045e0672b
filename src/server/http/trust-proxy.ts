import { BlockList, isIP } from 'node:net'

/**
 * Which hops in front of this server may be believed about the client (TRUST_PROXY). Hop 0 is
 * the peer of the TCP connection, hop 1 the address that peer put last in X-Forwarded-For, and
 * so on towards the client.
 */
export interface TrustProxy {
  /** The setting as configured, for logs. */
  readonly setting: string
  trusts(address: string, hop: number): boolean
}

const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  private: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
}

/** `::ffff:10.0.0.1` (an IPv4 peer on a dual-stack socket) is 10.0.0.1. */
export function normalizeAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)
  return mapped?.[1] ?? address
}

function ipFamily(address: string): 'ipv4' | 'ipv6' | undefined {
  const version = isIP(address)
  return version === 4 ? 'ipv4' : version === 6 ? 'ipv6' : undefined
}

function hops(count: number, setting: string): TrustProxy {
  return { setting, trusts: (_address, hop) => hop < count }
}

function addressList(entries: string[], setting: string): TrustProxy | string {
  const list = new BlockList()
  for (const entry of entries.flatMap((e) => NAMED_RANGES[e] ?? [e])) {
    const [address = '', prefix, extra] = entry.split('/')
    const family = ipFamily(address)
    const bits = prefix === undefined ? undefined : Number(prefix)
    const maxBits = family === 'ipv4' ? 32 : 128
    if (!family || extra !== undefined || (bits !== undefined && !(bits >= 0 && bits <= maxBits))) {
      return `"${entry}" is not an address, a CIDR range or one of loopback, private, linklocal.`
    }
    if (bits === undefined || !Number.isInteger(bits)) list.addAddress(address, family)
    else list.addSubnet(address, bits, family)
  }
  return {
    setting,
    trusts: (address) => {
      const family = ipFamily(address)
      return family !== undefined && list.check(address, family)
    },
  }
}

/**
 * `false` (or 0): no proxy, headers are ignored. `true`: one proxy, the common single reverse
 * proxy (trusting every hop would let a client choose its own address). A number: that many
 * proxies. Otherwise a comma-separated list of proxy addresses, CIDR ranges and the names
 * loopback, private and linklocal. Returns an error message for anything else.
 */
export function parseTrustProxy(value: string): TrustProxy | string {
  const setting = value.trim().toLowerCase()
  if (['false', 'no', ''].includes(setting)) return hops(0, 'false')
  if (['true', 'yes'].includes(setting)) return hops(1, 'true')
  if (/^\d+$/.test(setting)) {
    const count = Number(setting)
    return count <= 32 ? hops(count, setting) : 'a hop count must be between 0 and 32.'
  }
  const entries = setting.split(',').map((e) => e.trim())
  if (entries.some((e) => e === '')) return 'an empty entry in the list of proxies.'
  return addressList(entries, setting)
}

const MAX_ADDRESS_LENGTH = 64

/**
 * The client's address: walking from the TCP peer back along X-Forwarded-For, the first
 * address not trusted as a proxy (the rightmost untrusted entry). Entries left of it were
 * written by whoever sent the request and prove nothing.
 */
export function clientAddress(
  peer: string,
  forwardedFor: string | undefined,
  trust: TrustProxy,
): string {
  const chain = [
    peer,
    ...(forwardedFor ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '')
      .reverse(),
  ].map(normalizeAddress)
  let hop = 0
  while (hop < chain.length - 1 && trust.trusts(chain[hop] ?? '', hop)) hop++
  return (chain[hop] ?? peer).slice(0, MAX_ADDRESS_LENGTH)
}
