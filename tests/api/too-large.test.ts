import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { connect } from 'node:net'
import { serve } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BODY_LIMIT } from '~/server/app'
import { dbSnapshot } from './db-snapshot'
import { createTestApp, type TestApp } from './helpers'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('413 that arrives', () => {
  it('lets a client still uploading an oversized body finish, then answers 413', async () => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' })
    await once(server, 'listening')
    const { port } = server.address() as AddressInfo
    const before = await dbSnapshot(t.db)
    try {
      const total = API_BODY_LIMIT + 2 * 1024 * 1024
      const socket = connect(port, '127.0.0.1')
      let answer = ''
      let failed: Error | undefined
      socket.on('data', (chunk: Buffer) => {
        answer += chunk.toString('latin1')
      })
      socket.on('error', (error) => {
        failed = error
      })
      socket.write(
        `POST /api/seen HTTP/1.1\r\nHost: localhost\r\nX-CSRF: 1\r\nContent-Type: application/json\r\nContent-Length: ${total}\r\n\r\n`,
      )
      // Sent in pieces, as a slow upload would: the server must not close the connection under it.
      const piece = Buffer.alloc(64 * 1024, 'a')
      for (let sent = 0; sent < total; sent += piece.length) {
        if (!socket.write(piece)) await once(socket, 'drain')
      }
      while (!answer.includes('\r\n\r\n') && !failed) await new Promise((r) => setTimeout(r, 20))
      expect(failed).toBeUndefined()
      expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 413 Payload Too Large')
      socket.destroy()
    } finally {
      server.close()
    }
    expect(await dbSnapshot(t.db)).toEqual(before)
  })
})
