/**
 * The little of S3's XML the bucket's listings and multipart answers need: the text of an
 * element, the blocks of a repeated one. S3's answers are flat and machine-written (no CDATA, no
 * attributes on the elements read here), so a parser would be a dependency for nothing.
 */

const ENTITIES: Record<string, string> = {
  quot: '"',
  amp: '&',
  lt: '<',
  gt: '>',
  apos: "'",
}

const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) {
      return String.fromCodePoint(Number.parseInt(name.slice(2), 16))
    }
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)))
    return ENTITIES[name] ?? whole
  })

export const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The inner XML of every `<tag>…</tag>`, in order. */
export function xmlBlocks(xml: string, tag: string): string[] {
  const pattern = new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g')
  return [...xml.matchAll(pattern)].map((match) => match[1] ?? '')
}

/** The decoded text of the first `<tag>…</tag>`; undefined when there is none. */
export function xmlText(xml: string, tag: string): string | undefined {
  const [first] = xmlBlocks(xml, tag)
  return first === undefined ? undefined : decode(first)
}
