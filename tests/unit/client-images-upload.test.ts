import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CommunicationError } from '~/lib/api'
import { uploadWithProgress } from '~/lib/images'
import { MSG } from '~/shared/messages'

/** Just enough XMLHttpRequest to drive the helper from a test. */
class FakeXhr {
  static last: FakeXhr
  method = ''
  url = ''
  headers: Record<string, string> = {}
  body: unknown
  status = 0
  responseText = ''
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  onabort: (() => void) | null = null
  constructor() {
    FakeXhr.last = this
  }
  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }
  send(body: unknown) {
    this.body = body
  }
  abort() {
    this.onabort?.()
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent)
  }
  respond(status: number, body: unknown) {
    this.status = status
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body)
    this.onload?.()
  }
}

beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeXhr))
afterEach(() => vi.unstubAllGlobals())

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a rejection')
    },
    (error: unknown) => error,
  )

describe('uploadWithProgress', () => {
  it('posts JSON with X-CSRF and the Idempotency-Key, reports progress, returns the envelope', async () => {
    const progress: number[] = []
    const result = uploadWithProgress(
      '/api/seen',
      { seenName: 'Picnic' },
      (f) => progress.push(f),
      {
        idempotencyKey: '8d7f0a8e-62a4-4c1e-9a38-2a8f8f1c0b11',
      },
    )
    const xhr = FakeXhr.last
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/seen'])
    expect(xhr.headers).toMatchObject({
      'X-CSRF': '1',
      'Content-Type': 'application/json',
      'Idempotency-Key': '8d7f0a8e-62a4-4c1e-9a38-2a8f8f1c0b11',
    })
    expect(JSON.parse(String(xhr.body))).toEqual({ seenName: 'Picnic' })
    xhr.progress(250, 1000)
    xhr.progress(1000, 1000)
    xhr.respond(200, { success: true, seenShortName: 'picnic-x1' })
    expect(await result).toEqual({ success: true, seenShortName: 'picnic-x1' })
    expect(progress).toEqual([0.25, 1, 1])
  })

  it('throws "Error during the upload: {status}" when the answer carries no message', async () => {
    const result = failureOf(uploadWithProgress('/api/seen', {}, () => {}))
    FakeXhr.last.respond(502, '<html>Bad gateway</html>')
    const error = await result
    expect(error).toBeInstanceOf(CommunicationError)
    expect(error).toMatchObject({ message: 'Error during the upload: 502', status: 502 })
  })

  it("prefers the server's messages, each once, and keeps the field errors", async () => {
    const result = failureOf(uploadWithProgress('/api/seen', {}, () => {}))
    const message = 'Please select an image file.'
    FakeXhr.last.respond(400, {
      success: false,
      errors: {
        userMessage: [message],
        imageInfo: [message],
        seenName: ['Seen Name is required.'],
      },
    })
    expect(await result).toMatchObject({
      message: `${message}\nSeen Name is required.`,
      status: 400,
      fieldErrors: { imageInfo: [message], seenName: ['Seen Name is required.'] },
    })
  })

  it('treats a 2xx envelope with success false as a failure', async () => {
    const result = failureOf(uploadWithProgress('/api/seen', {}, () => {}))
    FakeXhr.last.respond(200, { success: false, errorMessage: 'Nope' })
    expect(await result).toMatchObject({ message: 'Nope', status: 200 })
  })

  it('reports a network failure with status 0, and an abort as AbortError', async () => {
    const failed = failureOf(uploadWithProgress('/api/seen', {}, () => {}))
    FakeXhr.last.onerror?.()
    expect(await failed).toMatchObject({ message: MSG.communicationError, status: 0 })

    const controller = new AbortController()
    const aborted = failureOf(
      uploadWithProgress('/api/seen', {}, () => {}, { signal: controller.signal }),
    )
    controller.abort()
    expect(await aborted).toMatchObject({ name: 'AbortError' })
  })
})
