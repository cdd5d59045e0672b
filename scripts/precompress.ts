// Writes Brotli (`.br`) and gzip (`.gz`) copies of every text file of the built client, as the
// last step of `vite build`, so the server sends a phone compressed bytes without compressing
// on each request (src/server/http/static-client.ts picks the copy by Accept-Encoding).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** Text formats worth compressing; images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|map)$/

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* files(full)
    else if (COMPRESSIBLE.test(entry.name)) yield full
  }
}

/** Compresses one file at the strongest levels (paid once, at build time). */
async function precompressFile(file: string): Promise<void> {
  const source = await readFile(file)
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
    gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ])
  // A copy no smaller than the file would only cost the server a look-up.
  if (br.length < source.length) await writeFile(`${file}.br`, br)
  if (gz.length < source.length) await writeFile(`${file}.gz`, gz)
}

export async function precompressDir(dir: string): Promise<number> {
  const jobs: Promise<void>[] = []
  for await (const file of files(dir)) jobs.push(precompressFile(file))
  await Promise.all(jobs)
  return jobs.length
}

/** Runs after every other plugin's last step, so the injected service worker is included. */
export function precompress(): Plugin {
  let outDir = ''
  let log = (_message: string) => {}
  return {
    name: 'seen:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
      log = (message) => config.logger.info(message)
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (!(await stat(outDir).catch(() => null))) return
        const count = await precompressDir(outDir)
        log(`precompressed ${count} files (br, gz)`)
      },
    },
  }
}
