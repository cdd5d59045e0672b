import net from 'node:net'

/** A TCP relay in front of the test PostgreSQL that a test can take down and bring back. */
export interface TcpProxy {
  port: number
  /** Cut every relayed connection and refuse new ones, as a restarting server does. */
  down(): Promise<void>
  /** Accept connections again. */
  up(): Promise<void>
  close(): Promise<void>
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>()
  let port = 0
  let server: net.Server | undefined

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = net.createServer((client) => {
        const upstream = net.connect(targetPort, targetHost)
        for (const socket of [client, upstream]) {
          sockets.add(socket)
          socket.on('close', () => sockets.delete(socket))
          socket.on('error', () => socket.destroy())
        }
        client.pipe(upstream).pipe(client)
        client.on('close', () => upstream.destroy())
        upstream.on('close', () => client.destroy())
      })
      s.once('error', reject)
      s.listen(port, '127.0.0.1', () => {
        const address = s.address()
        port = typeof address === 'object' && address ? address.port : 0
        server = s
        resolve()
      })
    })

  const down = async () => {
    const s = server
    server = undefined
    for (const socket of sockets) socket.destroy()
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()))
  }

  await listen()
  return { port, down, up: listen, close: down }
}
