/** The store-only ZIP writer, checked against fflate's reader and Info-ZIP-compatible values. */
import { unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { crc32Update } from '~/server/zip/crc32'
import { type ZipEntry, zipStream } from '~/server/zip/zip-stream'

async function* chunksOf(...parts: string[]) {
  for (const part of parts) yield new TextEncoder().encode(part)
}

async function collect(entries: ZipEntry[]): Promise<Uint8Array> {
  async function* source() {
    yield* entries
  }
  const parts: Uint8Array[] = []
  for await (const chunk of zipStream(source())) parts.push(chunk)
  return new Uint8Array(Buffer.concat(parts))
}

describe('crc32Update', () => {
  it('gives the check value of CRC-32/ISO-HDLC, in one piece or several', () => {
    const text = new TextEncoder().encode('123456789')
    expect(crc32Update(0, text)).toBe(0xcbf43926)
    expect(crc32Update(crc32Update(0, text.subarray(0, 4)), text.subarray(4))).toBe(0xcbf43926)
  })
})

describe('zipStream', () => {
  it('writes entries streamed in chunks that a ZIP reader reads back byte for byte', async () => {
    const modified = new Date('2026-05-01T12:34:56Z')
    const zip = await collect([
      { name: 'a.txt', modified, data: chunksOf('hello ', 'world') },
      { name: 'Noël-2.jpg', modified, data: chunksOf() },
    ])
    const files = unzipSync(zip)
    expect(new TextDecoder().decode(files['a.txt'])).toBe('hello world')
    expect(files['Noël-2.jpg']).toEqual(new Uint8Array(0))
    // The CRC-32 in the central directory is the data's (fflate does not check it).
    const central = Buffer.from(zip).indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]))
    expect(Buffer.from(zip).readUInt32LE(central + 16)).toBe(
      crc32Update(0, new TextEncoder().encode('hello world')),
    )
  })

  it('an archive with no entries is just the end record', async () => {
    const zip = await collect([])
    expect(zip.length).toBe(22)
    expect(unzipSync(zip)).toEqual({})
  })
})
