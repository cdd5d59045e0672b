import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { API_BODY_LIMIT } from '~/server/app'

const nginxConf = path.resolve('deploy/nginx.conf')
const haproxyCfg = path.resolve('deploy/haproxy.cfg')
const nginx = '/usr/sbin/nginx'
const haproxy = '/usr/sbin/haproxy'

const megabytes = (value: string) => Number(/^(\d+)m$/.exec(value)?.[1] ?? Number.NaN) * 1024 * 1024

describe('deploy/nginx.conf', () => {
  const text = readFileSync(nginxConf, 'utf8')

  it('accepts bodies as large as the API does (photo uploads)', () => {
    const size = /client_max_body_size\s+(\S+);/.exec(text)?.[1] ?? ''
    expect(megabytes(size)).toBeGreaterThanOrEqual(API_BODY_LIMIT)
  })

  it('appends the peer to X-Forwarded-For instead of passing the client’s header on', () => {
    expect(text).toMatch(/X-Forwarded-For \$proxy_add_x_forwarded_for;/)
  })

  it.skipIf(!existsSync(nginx))('is valid for nginx', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'seen-nginx-'))
    try {
      const result = spawnSync(
        nginx,
        ['-t', '-q', '-c', nginxConf, '-p', dir, '-e', 'stderr', '-g', `pid ${dir}/nginx.pid;`],
        { encoding: 'utf8' },
      )
      expect(result.stderr).toBe('')
      expect(result.status).toBe(0)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('deploy/haproxy.cfg', () => {
  it('checks readiness and appends X-Forwarded-For', () => {
    const text = readFileSync(haproxyCfg, 'utf8')
    expect(text).toMatch(/option httpchk GET \/readyz/)
    expect(text).toMatch(/option forwardfor/)
  })

  it.skipIf(!existsSync(haproxy))('is valid for haproxy', () => {
    const result = spawnSync(haproxy, ['-c', '-q', '-f', haproxyCfg], { encoding: 'utf8' })
    expect(result.stderr).toBe('')
    expect(result.status).toBe(0)
  })
})
