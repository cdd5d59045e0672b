/** What a GET of /media/<key> sends back: conditional (ETag) and ranged reads included. */
export interface MediaRead {
  status: 200 | 206 | 304 | 416
  headers: Record<string, string>
  /** Null for 304 and 416. */
  body: ReadableStream<Uint8Array> | Uint8Array<ArrayBuffer> | null
}

/** The request headers that shape a read. */
export interface ReadRequest {
  range?: string | undefined
  ifNoneMatch?: string | undefined
}

export type ReadPlan = { status: 304 | 416 } | { status: 200 | 206; start: number; end: number }

/** Whether `If-None-Match` names `etag` (weak comparison, as RFC 9110 asks for GET). */
function matches(ifNoneMatch: string, etag: string): boolean {
  const bare = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag))
}

/**
 * The answer to a GET of an object of `size` bytes: 304 when the client has this version, 206
 * for one satisfiable byte range, 416 for an unsatisfiable one, else 200. Several ranges, or
 * a header this does not understand, get the whole object (RFC 9110 allows ignoring Range).
 */
export function planRead(request: ReadRequest, size: number, etag: string): ReadPlan {
  if (request.ifNoneMatch && matches(request.ifNoneMatch, etag)) return { status: 304 }
  const whole = { status: 200 as const, start: 0, end: size - 1 }
  const range = /^bytes=(\d*)-(\d*)$/.exec(request.range?.trim() ?? '')
  if (!range || (range[1] === '' && range[2] === '')) return whole
  const [, first = '', last = ''] = range
  let start: number
  let end: number
  if (first === '') {
    const suffix = Number(last)
    if (suffix === 0) return { status: 416 }
    start = Math.max(0, size - suffix)
    end = size - 1
  } else {
    start = Number(first)
    end = last === '' ? size - 1 : Math.min(Number(last), size - 1)
    if (end < start && last !== '') return whole
  }
  if (start >= size) return { status: 416 }
  return { status: 206, start, end }
}

/** The headers of a planned read; `base` carries type, caching and the ETag. */
export function readHeaders(
  plan: ReadPlan,
  size: number,
  base: Record<string, string>,
): Record<string, string> {
  const headers: Record<string, string> = { ...base, 'Accept-Ranges': 'bytes' }
  if (plan.status === 416) return { ...headers, 'Content-Range': `bytes */${size}` }
  if (!('start' in plan)) return headers
  headers['Content-Length'] = String(plan.end - plan.start + 1)
  if (plan.status === 206) headers['Content-Range'] = `bytes ${plan.start}-${plan.end}/${size}`
  return headers
}

/** A read of bytes held in memory (the memory storage, and stores without streaming). */
export function readBuffer(
  data: Uint8Array<ArrayBuffer>,
  etag: string,
  base: Record<string, string>,
  request: ReadRequest,
): MediaRead {
  const plan = planRead(request, data.length, etag)
  const headers = readHeaders(plan, data.length, { ...base, ETag: etag })
  if (!('start' in plan)) return { status: plan.status, headers, body: null }
  return { status: plan.status, headers, body: data.subarray(plan.start, plan.end + 1) }
}
