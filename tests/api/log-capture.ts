import { Writable } from 'node:stream'

/** A logger destination that keeps each written line, to read what the server logged. */
export function logCapture() {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean))
      done()
    },
  })
  return { lines, stream }
}
