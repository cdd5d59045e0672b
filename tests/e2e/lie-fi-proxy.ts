/**
 * A TCP proxy between the browser and the server that behaves like a venue network which says
 * it is online ("lie-fi"). Modes apply to connections already open and to new ones:
 *
 * - `pass`: bytes flow untouched;
 * - `slow`: each direction gets a latency and a bandwidth (bytes per second), with back-pressure,
 *   so the browser's upload progress moves as slowly as the link; each connection has that
 *   bandwidth of its own, unless `shared`: then all of them share it, as on a phone's one link;
 * - `hold`: connections are accepted and nothing is forwarded either way (the server never
 *   hears of new requests, answers on the way are held);
 * - `headers`: answers pass up to the end of their headers, then their bodies are held;
 * - `refuse`: new connections are reset at once (what a dead route looks like quickly);
 * - `cut`: a connection that has carried `afterBytes` towards the server is cut, `times` times,
 *   then the proxy passes again.
 *
 * Leaving `hold` or `headers` either releases what was held (`release`) or drops those
 * connections (`drop`), as a phone that lost its radio link would.
 *
 * Apart from the modes, `cutAt` cuts whichever connection carries the given bytes of the total
 * sent towards the server (`carriedUp`), whatever the mode: cuts at chosen points of a long
 * upload on a `slow` link.
 */
import net from 'node:net'

export type ProxyMode =
  | { mode: 'pass' }
  | {
      mode: 'slow'
      latencyMs: number
      downBytesPerSecond: number
      upBytesPerSecond: number
      shared?: boolean
    }
  | { mode: 'hold' }
  | { mode: 'headers' }
  | { mode: 'refuse' }
  | { mode: 'cut'; afterBytes: number; times: number }

type Direction = 'up' | 'down'

const PIECE = 8 * 1024
const HEADER_END = Buffer.from('\r\n\r\n')

interface Pipe {
  direction: Direction
  from: net.Socket
  to: net.Socket
  held: Buffer[]
  busyUntil: number
  backlog: number
  /** Bytes carried so far (towards the server: for `cut`). */
  carried: number
  /** `headers` mode: whether this answer's header block has passed. */
  headersDone: boolean
}

export interface LieFiProxy {
  port: number
  url: string
  set(mode: ProxyMode): void
  /** Leaves `hold`/`headers` for `next`: held bytes are delivered (`release`) or dropped. */
  recover(next: ProxyMode, how: 'release' | 'drop'): void
  /** Connections accepted so far (a test can see that the browser opened new ones). */
  accepted(): number
  /**
   * Cuts, in any mode, the connection that carries byte `t` of `carriedUp`'s count, for each `t`
   * of `totals` (ascending): the link dies there, and what was still on its way is lost with it.
   * `onCut` is told each cut's index as it happens (to change the mode at that very moment).
   */
  cutAt(totals: number[], onCut?: (index: number) => void): void
  /** Connections `cut` and `cutAt` have cut so far. */
  cuts(): number
  /** Bytes carried towards the server so far, on every connection. */
  carriedUp(): number
  close(): Promise<void>
}

export async function startLieFiProxy(targetPort: number, targetHost = '127.0.0.1') {
  let current: ProxyMode = { mode: 'pass' }
  let cutsLeft = 0
  let cuts = 0
  let carriedUp = 0
  let accepted = 0
  let cutPoints: number[] = []
  let cutPointsPassed = 0
  let onCutPoint: ((index: number) => void) | undefined
  const pipes = new Set<Pipe>()
  /** When the shared link of each direction is free again (`slow` with `shared`). */
  const links: Record<Direction, { busyUntil: number }> = {
    up: { busyUntil: 0 },
    down: { busyUntil: 0 },
  }
  const sockets = new Set<net.Socket>()

  const holding = (pipe: Pipe) =>
    current.mode === 'hold' || (current.mode === 'headers' && pipe.direction === 'down')

  function write(pipe: Pipe, chunk: Buffer) {
    if (pipe.to.destroyed) return
    if (current.mode !== 'slow') {
      pipe.to.write(chunk)
      return
    }
    const rate = pipe.direction === 'up' ? current.upBytesPerSecond : current.downBytesPerSecond
    const latency = current.latencyMs
    const lane = current.shared ? links[pipe.direction] : pipe
    for (let at = 0; at < chunk.length; at += PIECE) {
      const piece = chunk.subarray(at, at + PIECE)
      const start = Math.max(Date.now(), lane.busyUntil)
      lane.busyUntil = start + (piece.length / rate) * 1000
      pipe.backlog += piece.length
      if (pipe.backlog > 2 * PIECE) pipe.from.pause()
      setTimeout(
        () => {
          pipe.backlog -= piece.length
          if (!pipe.to.destroyed) pipe.to.write(piece)
          if (pipe.backlog <= PIECE) pipe.from.resume()
        },
        lane.busyUntil - Date.now() + latency,
      )
    }
  }

  function headersPart(pipe: Pipe, chunk: Buffer): [Buffer, Buffer] {
    if (pipe.headersDone) return [Buffer.alloc(0), chunk]
    const end = chunk.indexOf(HEADER_END)
    if (end < 0) return [chunk, Buffer.alloc(0)]
    pipe.headersDone = true
    return [chunk.subarray(0, end + 4), chunk.subarray(end + 4)]
  }

  function onData(pipe: Pipe, chunk: Buffer) {
    pipe.carried += chunk.length
    if (pipe.direction === 'up') carriedUp += chunk.length
    const cutPoint = cutPoints[0]
    if (pipe.direction === 'up' && cutPoint !== undefined && carriedUp >= cutPoint) {
      cutPoints = cutPoints.filter((t) => t > carriedUp)
      cuts += 1
      pipe.from.destroy()
      pipe.to.destroy()
      onCutPoint?.(cutPointsPassed)
      cutPointsPassed += 1
      return
    }
    if (current.mode === 'cut' && pipe.direction === 'up' && pipe.carried >= current.afterBytes) {
      const left = chunk.subarray(
        0,
        Math.max(0, chunk.length - (pipe.carried - current.afterBytes)),
      )
      cutsLeft -= 1
      cuts += 1
      if (cutsLeft <= 0) current = { mode: 'pass' }
      pipe.from.destroy()
      // The server gets the bytes before the cut, then the connection ends under it.
      pipe.to.write(left, () => pipe.to.destroy())
      return
    }
    if (current.mode === 'headers' && pipe.direction === 'down') {
      const [head, body] = headersPart(pipe, chunk)
      if (head.length > 0) pipe.to.write(head)
      if (body.length > 0) pipe.held.push(body)
      return
    }
    if (holding(pipe)) {
      pipe.held.push(chunk)
      return
    }
    write(pipe, chunk)
  }

  const server = net.createServer((client) => {
    accepted += 1
    if (current.mode === 'refuse') {
      client.resetAndDestroy()
      return
    }
    const upstream = net.connect(targetPort, targetHost)
    sockets.add(client)
    sockets.add(upstream)
    const make = (direction: Direction, from: net.Socket, to: net.Socket): Pipe => ({
      direction,
      from,
      to,
      held: [],
      busyUntil: 0,
      backlog: 0,
      carried: 0,
      headersDone: false,
    })
    const up = make('up', client, upstream)
    const down = make('down', upstream, client)
    // A new answer on the connection needs its own header block in `headers` mode.
    client.on('data', () => {
      down.headersDone = false
    })
    for (const pipe of [up, down]) {
      pipes.add(pipe)
      pipe.from.on('data', (chunk: Buffer) => onData(pipe, chunk))
    }
    const end = () => {
      client.destroy()
      upstream.destroy()
      pipes.delete(up)
      pipes.delete(down)
      sockets.delete(client)
      sockets.delete(upstream)
    }
    for (const socket of [client, upstream]) {
      socket.on('error', end)
      socket.on('close', end)
    }
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('proxy has no port')

  const proxy: LieFiProxy = {
    port: address.port,
    url: `http://127.0.0.1:${address.port}`,
    set(mode) {
      current = mode
      if (mode.mode === 'cut') cutsLeft = mode.times
    },
    recover(next, how) {
      current = next
      for (const pipe of [...pipes]) {
        const held = pipe.held.splice(0)
        if (held.length === 0) continue
        if (how === 'drop') {
          pipe.from.destroy()
          pipe.to.destroy()
        } else for (const chunk of held) write(pipe, chunk)
      }
      if (how === 'drop') for (const socket of [...sockets]) socket.destroy()
    },
    cutAt(totals, onCut) {
      cutPoints = [...totals].sort((a, b) => a - b)
      cutPointsPassed = 0
      onCutPoint = onCut
    },
    accepted: () => accepted,
    cuts: () => cuts,
    carriedUp: () => carriedUp,
    async close() {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((done) => server.close(() => done()))
    },
  }
  return proxy
}
