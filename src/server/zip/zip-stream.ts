/**
 * A store-only ZIP writer (APPNOTE 6.3): entries go out as they are read, each followed by a
 * data descriptor (general purpose bit 3) carrying its CRC-32 and size, so nothing is buffered
 * beyond one chunk and the central directory (about 100 bytes an entry). Photos are already
 * compressed, so deflate would cost CPU for nothing. Offsets past 4 GiB switch to ZIP64 records.
 */
import { crc32Update } from './crc32'

export interface ZipEntry {
  /** The entry's name inside the archive (UTF-8; flag bit 11 says so). */
  name: string
  /** When the file dates from, written as its UTC fields (DOS time has no zone). */
  modified: Date
  data: AsyncIterable<Uint8Array>
}

const U32_MAX = 0xffffffff
const FLAGS = 0x0008 | 0x0800 // data descriptor follows, UTF-8 names
const STORED = 0

interface Written {
  name: Buffer
  crc: number
  size: number
  offset: number
  time: number
  date: number
}

function dosTime(date: Date): { time: number; date: number } {
  const year = Math.max(1980, Math.min(2107, date.getUTCFullYear()))
  return {
    time: (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | (date.getUTCSeconds() >> 1),
    date: ((year - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate(),
  }
}

function localHeader(name: Buffer, time: number, date: number): Buffer {
  const header = Buffer.alloc(30)
  header.writeUInt32LE(0x04034b50, 0)
  header.writeUInt16LE(20, 4)
  header.writeUInt16LE(FLAGS, 6)
  header.writeUInt16LE(STORED, 8)
  header.writeUInt16LE(time, 10)
  header.writeUInt16LE(date, 12)
  // CRC-32 and sizes are zero here: the data descriptor after the data carries them.
  header.writeUInt16LE(name.length, 26)
  return Buffer.concat([header, name])
}

function dataDescriptor(crc: number, size: number): Buffer {
  const descriptor = Buffer.alloc(16)
  descriptor.writeUInt32LE(0x08074b50, 0)
  descriptor.writeUInt32LE(crc, 4)
  descriptor.writeUInt32LE(size, 8)
  descriptor.writeUInt32LE(size, 12)
  return descriptor
}

function centralEntry(entry: Written): Buffer {
  const zip64 = entry.offset >= U32_MAX
  const extra = zip64 ? Buffer.alloc(12) : Buffer.alloc(0)
  if (zip64) {
    extra.writeUInt16LE(0x0001, 0)
    extra.writeUInt16LE(8, 2)
    extra.writeBigUInt64LE(BigInt(entry.offset), 4)
  }
  const header = Buffer.alloc(46)
  header.writeUInt32LE(0x02014b50, 0)
  header.writeUInt16LE(zip64 ? 45 : 20, 4) // made by
  header.writeUInt16LE(zip64 ? 45 : 20, 6) // needed to extract
  header.writeUInt16LE(FLAGS, 8)
  header.writeUInt16LE(STORED, 10)
  header.writeUInt16LE(entry.time, 12)
  header.writeUInt16LE(entry.date, 14)
  header.writeUInt32LE(entry.crc, 16)
  header.writeUInt32LE(entry.size, 20)
  header.writeUInt32LE(entry.size, 24)
  header.writeUInt16LE(entry.name.length, 28)
  header.writeUInt16LE(extra.length, 30)
  header.writeUInt32LE(zip64 ? U32_MAX : entry.offset, 42)
  return Buffer.concat([header, entry.name, extra])
}

function endRecords(count: number, cdOffset: number, cdSize: number): Buffer {
  const parts: Buffer[] = []
  const zip64 = count >= 0xffff || cdOffset >= U32_MAX || cdSize >= U32_MAX
  if (zip64) {
    const record = Buffer.alloc(56)
    record.writeUInt32LE(0x06064b50, 0)
    record.writeBigUInt64LE(44n, 4)
    record.writeUInt16LE(45, 12)
    record.writeUInt16LE(45, 14)
    record.writeBigUInt64LE(BigInt(count), 24)
    record.writeBigUInt64LE(BigInt(count), 32)
    record.writeBigUInt64LE(BigInt(cdSize), 40)
    record.writeBigUInt64LE(BigInt(cdOffset), 48)
    const locator = Buffer.alloc(20)
    locator.writeUInt32LE(0x07064b50, 0)
    locator.writeBigUInt64LE(BigInt(cdOffset + cdSize), 8)
    locator.writeUInt32LE(1, 16)
    parts.push(record, locator)
  }
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(Math.min(count, 0xffff), 8)
  end.writeUInt16LE(Math.min(count, 0xffff), 10)
  end.writeUInt32LE(Math.min(cdSize, U32_MAX), 12)
  end.writeUInt32LE(Math.min(cdOffset, U32_MAX), 16)
  parts.push(end)
  return Buffer.concat(parts)
}

/** Every stored photo is far below 4 GiB; a larger entry would need ZIP64 sizes too. */
const MAX_ENTRY_BYTES = U32_MAX - 1

/** The ZIP's bytes, entry by entry, in the order `entries` yields them. */
export async function* zipStream(entries: AsyncIterable<ZipEntry>): AsyncGenerator<Uint8Array> {
  const written: Written[] = []
  let offset = 0
  for await (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8')
    const { time, date } = dosTime(entry.modified)
    const header = localHeader(name, time, date)
    const start = offset
    yield header
    offset += header.length
    let crc = 0
    let size = 0
    for await (const chunk of entry.data) {
      crc = crc32Update(crc, chunk)
      size += chunk.length
      if (size > MAX_ENTRY_BYTES) throw new Error(`ZIP entry ${entry.name} is over 4 GiB`)
      yield chunk
    }
    offset += size
    const descriptor = dataDescriptor(crc, size)
    yield descriptor
    offset += descriptor.length
    written.push({ name, crc, size, offset: start, time, date })
  }
  const cdOffset = offset
  let cdSize = 0
  for (const entry of written) {
    const central = centralEntry(entry)
    yield central
    cdSize += central.length
  }
  yield endRecords(written.length, cdOffset, cdSize)
}
