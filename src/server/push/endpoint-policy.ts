/**
 * Which push endpoints the server sends to (docs/decisions/163-push-endpoints.md), judged from the
 * URL alone: at subscribe time and again before each send. The addresses a name resolves to are
 * checked when sending (pinned-address.ts).
 */
import { isIP } from 'node:net'
import type { Config } from '../config'
import { bareAddress, isLoopbackAddress, isPublicAddress } from './public-address'

/**
 * `known`: the browsers' push services only, on port 443; `public`: any host whose addresses
 * are public, on any port.
 */
export type PushHosts = 'known' | 'public'

export interface EndpointPolicy {
  hosts: PushHosts
  /** Also `http:` and loopback addresses (any port): a test's local push service. */
  local: boolean
}

export const endpointPolicyOf = (
  config: Pick<Config, 'PUSH_ENDPOINT_HOSTS' | 'PUSH_LOCAL_ENDPOINTS'>,
): EndpointPolicy => ({ hosts: config.PUSH_ENDPOINT_HOSTS, local: config.PUSH_LOCAL_ENDPOINTS })

/** Chrome, Edge, Opera and Samsung (FCM); Firefox; Safari; Windows apps and old Edge. */
export const KNOWN_PUSH_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
] as const

const isKnownHost = (host: string) =>
  KNOWN_PUSH_HOSTS.some((known) =>
    known.startsWith('*.') ? host.endsWith(known.slice(1)) : host === known,
  )

/** A name that can only mean this machine or this network (RFC 6761, single labels). */
const isLocalName = (host: string) =>
  host === 'localhost' || host.endsWith('.localhost') || !host.includes('.')

export function addressAllowed(address: string, policy: EndpointPolicy): boolean {
  return isPublicAddress(address) || (policy.local && isLoopbackAddress(address))
}

export interface EndpointTarget {
  url: URL
  /** The host to resolve or connect to: no brackets, no trailing dot. */
  host: string
}

/** Where a send to `endpoint` would connect, or null when the server never sends there. */
export function endpointTarget(endpoint: string, policy: EndpointPolicy): EndpointTarget | null {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return null
  }
  if (url.username || url.password) return null
  if (url.protocol !== 'https:' && !(policy.local && url.protocol === 'http:')) return null
  const host = bareAddress(url.hostname).replace(/\.$/, '')
  // The known services listen on 443; other ports are for a host the operator let in.
  const knownService = isKnownHost(host) && url.port === ''
  const allowed =
    isIP(host) !== 0
      ? (policy.local && isLoopbackAddress(host)) ||
        (policy.hosts === 'public' && isPublicAddress(host))
      : knownService || (policy.hosts === 'public' && !isLocalName(host))
  return allowed ? { url, host } : null
}
