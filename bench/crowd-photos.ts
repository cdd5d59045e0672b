/**
 * The crowd's photos: 800 px JPEGs at the client's quality (0.85), camera-like noise so the
 * encoders work as on a real photo, landscape and portrait. A pool of distinct pictures is made
 * before the clock starts (making one takes longer than the server's work on it); each post
 * then gets bytes of its own from a JPEG comment naming it, which no decoder reads.
 */
import { processUpload } from '~/server/images'
import { createMemoryStorage } from '~/server/storage'
import { noisyPhoto } from '../tests/fixtures/images/make-images'

export async function photoPool(size: number): Promise<Buffer[]> {
  const pool: Buffer[] = []
  for (let i = 0; i < size; i++) {
    pool.push(await (i % 3 === 2 ? noisyPhoto(600, 800, 85) : noisyPhoto(800, 600, 85)))
  }
  return pool
}

/** `jpeg` with a COM segment holding `label` right after its SOI marker, as base64. */
export function labelledJpeg(jpeg: Buffer, label: string): string {
  const text = Buffer.from(label, 'latin1')
  const segment = Buffer.alloc(4)
  segment.writeUInt16BE(0xfffe, 0)
  segment.writeUInt16BE(text.length + 2, 2)
  return Buffer.concat([jpeg.subarray(0, 2), segment, text, jpeg.subarray(2)]).toString('base64')
}

export interface PipelineCost {
  runs: number
  /** CPU seconds of this process per photo (all threads: sharp encodes beside the main one). */
  cpuSecondsPerPhoto: number
  medianMs: number
}

/**
 * The server's own processing of the same photos alone, in this process: processUpload as a
 * new appearance's photo (base64 decode, header probe, decode, the 800 px JPEG original and
 * the WebP reduced and thumbnail renditions), kept in memory so no disk work is counted.
 */
export async function pipelineCost(pool: Buffer[], runs: number): Promise<PipelineCost> {
  const storage = createMemoryStorage()
  const inputs = pool.map((jpeg, i) => labelledJpeg(jpeg, `pipeline ${i}`))
  const run = (i: number) =>
    processUpload({ base64: inputs[i % inputs.length] ?? '', kind: 'appearance' }, storage)
  for (let i = 0; i < 3; i++) await run(i)
  const times: number[] = []
  const cpuStart = process.cpuUsage()
  for (let i = 0; i < runs; i++) {
    const started = performance.now()
    await run(i)
    times.push(performance.now() - started)
  }
  const cpu = process.cpuUsage(cpuStart)
  times.sort((a, b) => a - b)
  return {
    runs,
    cpuSecondsPerPhoto: (cpu.user + cpu.system) / 1e6 / runs,
    medianMs: times[Math.floor(runs / 2)] ?? Number.NaN,
  }
}
