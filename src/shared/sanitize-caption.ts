/**
 * Captions are stored as text whose only markup is `<br>` (docs/product.md#validation: "line breaks
 * stored as markup breaks; HTML tags stripped"). Used by the server on every write (Seens,
 * appearances) and by the client to turn a stored caption back into textarea text.
 */
import { escapeHtml } from './escape-html'

const BREAK = /<br\s*\/?>/gi
/** Elements whose content is never text a person typed. */
const DROPPED_ELEMENTS = /<(script|style|iframe|object|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi
const TAG = /<\/?[a-z!?][^>]*>/gi

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X'
          ? Number.parseInt(name.slice(2), 16)
          : Number.parseInt(name.slice(1), 10)
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ''
    }
    return NAMED[name.toLowerCase()] ?? whole
  })
}

/**
 * A stored caption (or form text) as plain text: `<br>` become line breaks, every other tag is
 * removed (script and style with their content), entities decoded.
 */
export function captionToText(caption: string): string {
  const text = caption
    .replace(/\r\n?/g, '\n')
    .replace(BREAK, '\n')
    .replace(DROPPED_ELEMENTS, '')
    .replace(TAG, '')
  return decodeEntities(text)
}

/**
 * Text or HTML -> safe caption HTML: tags stripped, `<`, `>`, `&` and quotes escaped, line
 * breaks as `<br>`. Idempotent: sanitizing a stored caption again returns it unchanged.
 */
export function sanitizeCaption(input: string): string {
  const text = captionToText(input).trim()
  return escapeHtml(text).replace(/\n/g, '<br>')
}
