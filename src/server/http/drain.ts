/**
 * A 413 must reach a client that is still sending: closing the connection mid-upload makes the
 * client see a reset instead of the answer (and retry forever). So the rest of the body is read
 * and dropped first, up to a bound in bytes and time; past it, the connection is closed.
 */
import type { IncomingMessage } from 'node:http'
import type { Context } from 'hono'

export const DRAIN_LIMITS = { maxBytes: 64 * 1024 * 1024, maxMs: 15_000 } as const

/** Reads the request's web stream to its end (or the bounds) when nothing else holds it. */
async function drainStream(body: ReadableStream<Uint8Array>, limits: typeof DRAIN_LIMITS) {
  const reader = body.getReader()
  const deadline = Date.now() + limits.maxMs
  let seen = 0
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), limits.maxMs)
  })
  try {
    while (seen <= limits.maxBytes && Date.now() < deadline) {
      const step = await Promise.race([reader.read(), timeout])
      if (step === 'timeout' || step.done) break
      seen += step.value.byteLength
    }
  } catch {
    // A client that went away has nothing left to send.
  } finally {
    clearTimeout(timer)
    reader.releaseLock()
  }
}

export async function drainRequest(c: Context, limits = DRAIN_LIMITS): Promise<void> {
  const body = c.req.raw.body
  if (body && !body.locked) return drainStream(body, limits)
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming
  if (!incoming || incoming.readableEnded || incoming.destroyed) return Promise.resolve()
  return new Promise<void>((resolve) => {
    let seen = 0
    const finish = () => {
      clearTimeout(timer)
      incoming.off('data', count)
      incoming.off('end', finish)
      incoming.off('error', finish)
      incoming.off('close', finish)
      resolve()
    }
    const count = (chunk: Buffer) => {
      seen += chunk.length
      if (seen > limits.maxBytes) finish()
    }
    const timer = setTimeout(finish, limits.maxMs)
    incoming.on('data', count)
    incoming.once('end', finish)
    incoming.once('error', finish)
    incoming.once('close', finish)
    incoming.resume()
  })
}
