/**
 * The addresses one send may connect to (docs/decisions/163-push-endpoints.md): the endpoint's name
 * is resolved once per send, every address it gives must be allowed, and the socket is handed
 * exactly those, so a second DNS answer (rebinding) is never asked for between check and connect.
 */
import type { LookupAddress } from 'node:dns'
import dns from 'node:dns/promises'
import { isIP, type LookupFunction } from 'node:net'
import { addressAllowed, type EndpointPolicy } from './endpoint-policy'

/** Resolves a host name to all its addresses (the system resolver; tests hand in their own). */
export type Resolve = (host: string) => Promise<LookupAddress[]>

export type PinnedAddresses = [LookupAddress, ...LookupAddress[]]

export const systemResolve: Resolve = (host) => dns.lookup(host, { all: true })

/** The host's addresses when every one of them is allowed; null when any is not. */
export async function allowedAddresses(
  host: string,
  policy: EndpointPolicy,
  resolve: Resolve,
): Promise<PinnedAddresses | null> {
  const family = isIP(host)
  const [first, ...rest] = family !== 0 ? [{ address: host, family }] : await resolve(host)
  if (!first) return null
  const addresses: PinnedAddresses = [first, ...rest]
  return addresses.every(({ address }) => addressAllowed(address, policy)) ? addresses : null
}

/** A `lookup` for `http.request` that answers these addresses and asks no resolver. */
export function pinnedLookup(addresses: PinnedAddresses): LookupFunction {
  const [first] = addresses
  return (_host, options, callback) => {
    if (options.all) callback(null, addresses)
    else callback(null, first.address, first.family)
  }
}
