// The face engine's models and .wasm files (src/features/find-me/assets.ts), copied from their npm
// packages into the build under /find-me/ and served from there by the dev server. They are no
// module of any page and no precache entry (vite.config.ts's globPatterns name none of .json,
// .bin or .wasm): the engine's worker fetches them on first use, and sw/find-me.ts keeps them.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { MODEL_FILES, MODEL_PATH, WASM_FILES, WASM_PATH } from '../src/features/find-me/assets'

const packageDir = (name: string) =>
  fileURLToPath(new URL(`../node_modules/${name}`, import.meta.url))

/** Every file to serve: its URL path and where it is on disk. */
export function findMeAssets(): { url: string; file: string }[] {
  const human = path.join(packageDir('@vladmandic/human'), 'models')
  const wasm = path.join(packageDir('@tensorflow/tfjs-backend-wasm'), 'dist')
  return [
    ...MODEL_FILES.map((name) => ({ url: MODEL_PATH + name, file: path.join(human, name) })),
    ...WASM_FILES.map((name) => ({ url: WASM_PATH + name, file: path.join(wasm, name) })),
  ]
}

const TYPES: Record<string, string> = { '.json': 'application/json', '.wasm': 'application/wasm' }

export function findMeAssetsPlugin(): Plugin {
  const assets = findMeAssets()
  return {
    name: 'seen-find-me-assets',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const asset = assets.find((a) => a.url === req.url?.split('?')[0])
        if (!asset) return next()
        readFile(asset.file).then((body) => {
          res.setHeader(
            'Content-Type',
            TYPES[path.extname(asset.file)] ?? 'application/octet-stream',
          )
          res.end(body)
        }, next)
      })
    },
    async generateBundle() {
      for (const asset of assets) {
        this.emitFile({
          type: 'asset',
          fileName: asset.url.slice(1),
          source: await readFile(asset.file),
        })
      }
    },
  }
}
