/**
 * The face engine in a real browser without the app around it: Vite builds the harness page
 * (tests/e2e/find-me-harness/, the real engine and its worker) with the app's plugin that copies
 * the model and .wasm files (scripts/find-me-assets.ts), and a small server serves it and the
 * test's photos on 127.0.0.1, noting every request it answers. Used by tests/e2e/find-me.spec.ts
 * and bench/find-me.bench.ts.
 */
import { readFile } from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { build } from 'vite'
import { CSP } from '~/server/http/security-headers'
import { findMeAssetsPlugin } from '../../scripts/find-me-assets'

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.jpg': 'image/jpeg',
}

export interface Served {
  method: string
  path: string
  bytes: number
}

export interface FindMeHarness {
  url: string
  /** Serves `bytes` at the returned URL, under /photos/. */
  serve(name: string, bytes: Buffer): string
  /** Every request answered so far. */
  served: Served[]
  close(): Promise<void>
}

export async function startFindMeHarness(outDir: string): Promise<FindMeHarness> {
  const root = path.resolve('tests/e2e/find-me-harness')
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    resolve: { alias: { '~': path.resolve('src') } },
    plugins: [findMeAssetsPlugin()],
    // Human with its tfjs is one 2 MB chunk, loaded only by the worker.
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 3000 },
  })
  const photos = new Map<string, Buffer>()
  const served: Served[] = []
  const server = http.createServer((req, res) => {
    const name = new URL(req.url ?? '/', 'http://x').pathname
    const file = path.join(outDir, name === '/' ? 'index.html' : name)
    const photo = photos.get(name)
    const body = photo
      ? Promise.resolve(photo)
      : file.startsWith(outDir)
        ? readFile(file)
        : Promise.reject(new Error('outside'))
    body.then(
      (bytes) => {
        served.push({ method: req.method ?? 'GET', path: name, bytes: bytes.length })
        // The app's own policy, so that what it forbids (eval, other origins) fails here too.
        res.writeHead(200, {
          'Content-Security-Policy': CSP,
          'Content-Type': TYPES[path.extname(photo ? name : file)] ?? 'application/octet-stream',
        })
        res.end(bytes)
      },
      () => res.writeHead(404).end(),
    )
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url: `${base}/`,
    serve(name, bytes) {
      photos.set(`/photos/${name}`, bytes)
      return `${base}/photos/${name}`
    },
    served,
    close: () => new Promise<void>((done) => server.close(() => done())),
  }
}

export const findMeHarnessDir = (label: string) =>
  path.join(os.tmpdir(), `seen-find-me-${label}-${process.pid}-${Date.now().toString(36)}`)
