/** Server-Sent Events read from a fetch body: text in, whole events out (WHATWG format). */
export interface SseMessage {
  event: string
  data: string
  id: string | undefined
}

export function createSseParser(onMessage: (message: SseMessage) => void) {
  let buffer = ''
  const flush = (block: string) => {
    let event = 'message'
    let id: string | undefined
    const data: string[] = []
    for (const line of block.split(/\r?\n/)) {
      if (line === '' || line.startsWith(':')) continue
      const colon = line.indexOf(':')
      const field = colon < 0 ? line : line.slice(0, colon)
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '')
      if (field === 'event') event = value
      else if (field === 'data') data.push(value)
      else if (field === 'id') id = value
    }
    if (data.length > 0) onMessage({ event, data: data.join('\n'), id })
  }
  return (text: string) => {
    buffer += text
    let end = buffer.search(/\r?\n\r?\n/)
    while (end >= 0) {
      const match = /\r?\n\r?\n/.exec(buffer.slice(end))
      flush(buffer.slice(0, end))
      buffer = buffer.slice(end + (match?.[0].length ?? 2))
      end = buffer.search(/\r?\n\r?\n/)
    }
  }
}
