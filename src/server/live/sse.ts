/**
 * One Server-Sent Events answer whose buffer is bounded: a client that stops reading (its
 * socket full, node waiting for 'drain') is dropped once `maxBufferedBytes` wait for it, so a
 * slow viewer never holds the instance's memory.
 */
import { LIVE } from '~/shared/constants'

const encoder = new TextEncoder()

export interface SseStream {
  readonly body: ReadableStream<Uint8Array>
  /** Sends one event; false once the stream has ended (client gone, dropped, or closed). */
  send(event: string, data: unknown, id?: number): boolean
  comment(text: string): boolean
  /** How long EventSource-like clients wait before reconnecting (the `retry:` field). */
  retry(ms: number): boolean
  close(): void
  readonly closed: boolean
}

/** The text of one event: `id`, `event`, `data` lines and the blank line that ends it. */
export function formatEvent(event: string, data: unknown, id?: number): string {
  const idLine = id === undefined ? '' : `id: ${id}\n`
  return `${idLine}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`
}

export function createSseStream(
  onEnd: () => void,
  maxBufferedBytes: number = LIVE.maxBufferedBytes,
): SseStream {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined
  let closed = false
  const end = () => {
    if (closed) return
    closed = true
    onEnd()
  }
  const body = new ReadableStream<Uint8Array>(
    {
      start: (c) => {
        controller = c
      },
      cancel: end,
    },
    { highWaterMark: maxBufferedBytes, size: (chunk) => chunk.byteLength },
  )
  const write = (text: string): boolean => {
    if (closed || !controller) return false
    controller.enqueue(encoder.encode(text))
    // desiredSize = highWaterMark - queued bytes: below zero, more than the limit waits.
    if ((controller.desiredSize ?? 0) < 0) {
      controller.error(new Error('client does not read'))
      end()
      return false
    }
    return true
  }
  return {
    body,
    send: (event, data, id) => write(formatEvent(event, data, id)),
    comment: (text) => write(`: ${text}\n\n`),
    retry: (ms) => write(`retry: ${ms}\n\n`),
    close: () => {
      if (closed) return
      try {
        controller?.close()
      } catch {
        // Already errored by the reader going away.
      }
      end()
    },
    get closed() {
      return closed
    },
  }
}
