/**
 * Whether the server may connect to an IP address on a subscriber's say
 * (docs/decisions/163-push-endpoints.md): only a public unicast one. Everything in the IANA
 * special-purpose registries is refused, and IPv6 outside global unicast (2000::/3), so
 * IPv4-mapped, IPv4-compatible and NAT64 forms of a private address are refused with it.
 */
import { BlockList, isIP } from 'node:net'

const REFUSED_V4 = [
  ['0.0.0.0', 8], // "this network", 0.0.0.0 included
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata services
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const

/** Inside 2000::/3, the blocks that are documentation, tunnels or protocol assignments. */
const REFUSED_V6 = [
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16], // 6to4: names an IPv4 address
  ['3fff::', 20],
] as const

const refused = new BlockList()
for (const [net, bits] of REFUSED_V4) refused.addSubnet(net, bits, 'ipv4')
for (const [net, bits] of REFUSED_V6) refused.addSubnet(net, bits, 'ipv6')

const globalUnicast = new BlockList()
globalUnicast.addSubnet('2000::', 3, 'ipv6')

const loopback = new BlockList()
loopback.addSubnet('127.0.0.0', 8, 'ipv4')
loopback.addAddress('::1', 'ipv6')

/** `[::1]` as a URL writes it is `::1`. */
export const bareAddress = (host: string) => host.replace(/^\[(.*)\]$/, '$1')

export function isPublicAddress(address: string): boolean {
  const ip = bareAddress(address)
  switch (isIP(ip)) {
    case 4:
      return !refused.check(ip, 'ipv4')
    case 6:
      return globalUnicast.check(ip, 'ipv6') && !refused.check(ip, 'ipv6')
    default:
      return false
  }
}

/** 127.0.0.0/8 and ::1 (and ::ffff:127.x), for a test's local push service only. */
export function isLoopbackAddress(address: string): boolean {
  const ip = bareAddress(address)
  const family = isIP(ip)
  return family !== 0 && loopback.check(ip, family === 4 ? 'ipv4' : 'ipv6')
}
