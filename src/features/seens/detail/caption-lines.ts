import { captionToText } from '~/shared/sanitize-caption'

const BREAK = /<br\s*\/?>/i

/**
 * A stored caption (sanitized HTML whose only markup is `<br>`, docs/architecture/overview.md#data)
 * as plain text lines, to be rendered as React text with `<br />` between them — never as HTML. Any
 * other markup an older or foreign record might hold is stripped, entities decoded.
 */
export function captionLines(caption: string | null | undefined): string[] {
  if (!caption) return []
  const lines = caption.split(BREAK).map((part) => captionToText(part).replace(/\n/g, ' '))
  while (lines.length > 0 && lines.at(-1)?.trim() === '') lines.pop()
  while (lines.length > 0 && lines[0]?.trim() === '') lines.shift()
  return lines
}
