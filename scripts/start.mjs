#!/usr/bin/env node
// `npm start`: build the client if it is missing, then run the server (one process, so signals
// such as SIGTERM reach it directly through the parent we forward them from).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const clientDir = path.resolve(root, process.env.SEEN_CLIENT_DIR ?? 'dist/client')
const built = path.join(clientDir, 'index.html')

if (!existsSync(built) || process.env.SEEN_REBUILD === 'true') {
  console.log('Building the client (first start)…')
  const vite = path.join(root, 'node_modules/vite/bin/vite.js')
  const result = spawnSync(process.execPath, [vite, 'build'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
})
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal))
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
