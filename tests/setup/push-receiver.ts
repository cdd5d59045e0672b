/**
 * A local push service for the Web Push tests: an HTTP server that takes what the app sends,
 * answers with the status a test chose for the path, and decrypts each payload (RFC 8291,
 * aes128gcm) with the browser-side keys a test subscription was made with. Beside it, a silent
 * one that takes connections and never answers.
 */
import crypto from 'node:crypto'
import http from 'node:http'
import net, { type AddressInfo } from 'node:net'
import * as v from 'valibot'
import type { PushPayload } from '~/shared/push'
import { pushPayloadSchema } from '~/shared/schemas/push'

const b64url = (bytes: Buffer) => bytes.toString('base64url')

/** A browser's side of a subscription: its P-256 key pair and auth secret. */
export interface BrowserKeys {
  ecdh: crypto.ECDH
  auth: Buffer
  /** As `PushSubscription.toJSON().keys` carries them. */
  json: { p256dh: string; auth: string }
}

export function browserKeys(): BrowserKeys {
  const ecdh = crypto.createECDH('prime256v1')
  ecdh.generateKeys()
  const auth = crypto.randomBytes(16)
  return { ecdh, auth, json: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) } }
}

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) =>
  Buffer.from(crypto.hkdfSync('sha256', ikm, salt, info, length))

/** RFC 8291 §3.4 and RFC 8188: one aes128gcm record, decrypted and unpadded. */
export function decryptPush(body: Buffer, keys: BrowserKeys): string {
  const salt = body.subarray(0, 16)
  const idLength = body.readUInt8(20)
  const serverPublic = body.subarray(21, 21 + idLength)
  const record = body.subarray(21 + idLength)
  const shared = keys.ecdh.computeSecret(serverPublic)
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    keys.ecdh.getPublicKey(),
    serverPublic,
  ])
  const ikm = hkdf(keys.auth, shared, keyInfo, 32)
  const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16)
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12)
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce)
  decipher.setAuthTag(record.subarray(record.length - 16))
  const plain = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()])
  let end = plain.length - 1
  while (end > 0 && plain[end] === 0) end--
  if (plain[end] !== 2) throw new Error('last record must end with the 0x02 delimiter')
  return plain.subarray(0, end).toString('utf8')
}

/** Checks the VAPID `Authorization: vapid t=…, k=…` signature (ES256) against key `k`. */
export function vapidSignatureValid(authorization: string, audience: string): string | null {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(authorization)
  if (!match?.[1] || !match[2]) return null
  const [head, claims, signature] = match[1].split('.')
  if (!head || !claims || !signature) return null
  const point = Buffer.from(match[2], 'base64url')
  const key = crypto.createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: b64url(point.subarray(1, 33)),
      y: b64url(point.subarray(33)),
    },
    format: 'jwk',
  })
  const ok = crypto.verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  )
  const { aud } = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string }
  return ok && aud === audience ? match[2] : null
}

export interface ReceivedPush {
  path: string
  headers: http.IncomingHttpHeaders
  body: Buffer
}

export interface PushReceiver {
  origin: string
  received: ReceivedPush[]
  /** Answer this status for a path from now on (201 otherwise). */
  answer(path: string, status: number): void
  /** The payloads sent to `path`, decrypted with `keys` and read with the service worker's schema. */
  payloads(path: string, keys: BrowserKeys): PushPayload[]
  close(): Promise<void>
}

export async function startPushReceiver(): Promise<PushReceiver> {
  const received: ReceivedPush[] = []
  const statuses = new Map<string, number>()
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const path = req.url ?? '/'
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) })
      res.writeHead(statuses.get(path) ?? 201).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    answer: (path, status) => statuses.set(path, status),
    payloads: (path, keys) =>
      received
        .filter((r) => r.path === path)
        .map((r) => v.parse(pushPayloadSchema, JSON.parse(decryptPush(r.body, keys)))),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

export interface SilentService {
  /** The same port on 127.0.0.1 and ::1. */
  port: number
  /** Connections opened to it so far. */
  connections(): number
  /** Ends every connection it holds (a push waiting on one fails at once), then stops. */
  close(): Promise<void>
}

/** A push service that accepts connections and never says a word: a dead or stalled one. */
export async function startSilentService(): Promise<SilentService> {
  let opened = 0
  const sockets = new Set<net.Socket>()
  const take = (socket: net.Socket) => {
    opened++
    sockets.add(socket)
    socket.on('error', () => {})
    socket.on('close', () => sockets.delete(socket))
  }
  const listen = (server: net.Server, port: number, host: string) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, host, resolve)
    })
  const v4 = net.createServer(take)
  await listen(v4, 0, '127.0.0.1')
  const { port } = v4.address() as AddressInfo
  const v6 = net.createServer(take)
  await listen(v6, port, '::1')
  const stop = (server: net.Server) => new Promise<void>((resolve) => server.close(() => resolve()))
  return {
    port,
    connections: () => opened,
    close: async () => {
      for (const socket of sockets) socket.destroy()
      await Promise.all([stop(v4), stop(v6)])
    },
  }
}
