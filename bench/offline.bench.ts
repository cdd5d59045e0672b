/**
 * Offline platform: the service worker's precache size (built into a
 * temporary folder) and the outbox's own cost to drain 100 queued likes after reconnecting
 * (IndexedDB via fake-indexeddb, a transport that answers at once: the network time of a real
 * drain comes on top, one request after another).
 */
import 'fake-indexeddb/auto'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { QueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { defineOfflineMutation } from '~/lib/offline'
import { Outbox } from '~/lib/offline/outbox'

const ACTIONS = 100

function precacheSize() {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'seen-offline-'))
  try {
    const vite = path.resolve('node_modules/vite/bin/vite.js')
    const build = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
      stdio: 'inherit',
      env: { ...process.env, SEEN_CLIENT_DIR: outDir },
    })
    if (build.status !== 0) process.exit(build.status ?? 1)
    const worker = readFileSync(path.join(outDir, 'sw.js'), 'utf8')
    const urls = [...worker.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1] ?? '')
    const bytes = urls.reduce((sum, url) => sum + statSync(path.join(outDir, url)).size, 0)
    console.log(`precache: ${urls.length} files, ${(bytes / 1024).toFixed(0)} KiB (uncompressed)`)
  } finally {
    rmSync(outDir, { recursive: true, force: true })
  }
}

async function drainTime() {
  const kind = defineOfflineMutation({
    kind: 'bench.like',
    policy: 'toggle',
    request: ({ desired }, target) => ({ method: 'post', path: '/x', body: { target, desired } }),
    response: v.object({}),
    apply: (client, { desired }, target) => client.setQueryData(['bench', target], desired),
  })
  let online = false
  let sent = 0
  const outbox = await Outbox.open({
    client: new QueryClient(),
    username: 'bench',
    isOnline: () => online,
    transport: async () => {
      sent += 1
      return {}
    },
  })
  for (let i = 0; i < ACTIONS; i++) await outbox.queueToggle(kind, `seen-${i}`, true, false)
  online = true
  const started = performance.now()
  await outbox.drain()
  const ms = performance.now() - started
  outbox.close()
  console.log(`outbox: ${sent} queued actions drained in ${ms.toFixed(0)} ms (excluding network)`)
}

precacheSize()
await drainTime()
