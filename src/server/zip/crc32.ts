/** CRC-32 (IEEE 802.3, reflected 0xEDB88320) as ZIP uses it; Node 20's zlib has no crc32 yet. */
const TABLE = (() => {
  const table = new Uint32Array(256)
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    table[n] = c >>> 0
  }
  return table
})()

/** Continue `crc` (0 to start) over `data`. */
export function crc32Update(crc: number, data: Uint8Array): number {
  let c = ~crc >>> 0
  for (let i = 0; i < data.length; i++) {
    c = (TABLE[(c ^ (data[i] ?? 0)) & 0xff] ?? 0) ^ (c >>> 8)
  }
  return ~c >>> 0
}
