import { MAX_UPLOAD_BYTES } from './limits'

const DATA_URL = /^data:[\w.+-]+\/[\w.+-]+(?:;[\w.+-]+=[\w.+-]+)*;base64,/i
const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/

export type DecodedUpload =
  | { ok: true; data: Buffer }
  | { ok: false; reason: 'too-large' | 'not-base64' }

/**
 * A plain base64 (or base64url) string or a `data:<type>;base64,` URL to bytes. The size is
 * judged from the text length before anything is allocated; whitespace (line-wrapped base64) is
 * ignored. The declared data-URL type is not trusted: the bytes are judged by the decoder.
 */
export function decodeBase64Upload(input: string): DecodedUpload {
  const prefix = DATA_URL.exec(input.slice(0, 200))
  let text = prefix ? input.slice(prefix[0].length) : input
  if (/\s/.test(text)) text = text.replace(/\s+/g, '')
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0
  const bytes = Math.floor((text.length * 3) / 4) - padding
  if (bytes > MAX_UPLOAD_BYTES) return { ok: false, reason: 'too-large' }
  if (text.length === 0 || !BASE64.test(text)) return { ok: false, reason: 'not-base64' }
  // Node's base64 decoder reads the URL-safe alphabet too.
  return { ok: true, data: Buffer.from(text, 'base64') }
}
