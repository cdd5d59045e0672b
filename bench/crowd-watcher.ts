/**
 * A wall on the venue's screen: one live stream of the Seen (GET /api/seen/{shortName}/live)
 * that notes when each appearance event arrives, by headline. A stream that ends is opened
 * again with Last-Event-ID, as EventSource does, so nothing is missed.
 */
import http from 'node:http'

export interface Watcher {
  /** performance.now() at which each headline's appearance event arrived. */
  arrivals: Map<string, number>
  reconnects: number
  close(): void
}

export async function watchLive(
  port: number,
  shortName: string,
  headers: Record<string, string>,
): Promise<Watcher> {
  const arrivals = new Map<string, number>()
  const agent = new http.Agent({ keepAlive: false })
  let lastEventId: string | undefined
  let current: http.ClientRequest | undefined
  let closed = false
  const watcher: Watcher = {
    arrivals,
    reconnects: 0,
    close: () => {
      closed = true
      current?.destroy()
    },
  }

  const read = (block: string, at: number) => {
    const id = /^id: (\d+)$/m.exec(block)?.[1]
    if (id) lastEventId = id
    const data = /^event: appearance\ndata: (.*)$/m.exec(block)?.[1]
    if (!data) return
    const { headline } = JSON.parse(data) as { headline: string }
    if (!arrivals.has(headline)) arrivals.set(headline, at)
  }

  const open = () =>
    new Promise<void>((resolve, reject) => {
      const req = http.get(
        {
          host: '127.0.0.1',
          port,
          path: `/api/seen/${shortName}/live`,
          headers: { ...headers, ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}) },
          agent,
        },
        (res) => {
          if (res.statusCode !== 200) {
            reject(new Error(`the live stream answered ${res.statusCode}`))
            return
          }
          let buffer = ''
          res.setEncoding('utf8')
          res.on('data', (chunk: string) => {
            const at = performance.now()
            buffer += chunk
            let end = buffer.indexOf('\n\n')
            while (end >= 0) {
              read(buffer.slice(0, end), at)
              buffer = buffer.slice(end + 2)
              end = buffer.indexOf('\n\n')
            }
          })
          res.on('close', () => {
            if (closed) return
            watcher.reconnects += 1
            reopen()
          })
          resolve()
        },
      )
      current = req
      req.on('error', reject)
    })

  const reopen = () => {
    setTimeout(() => {
      if (!closed) open().catch(reopen)
    }, 1000)
  }
  await open()
  return watcher
}
