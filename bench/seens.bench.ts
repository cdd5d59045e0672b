/**
 * Seen list and detail as the Seens grow: seeds (bench/seens-seed.ts) 10,000 Seens / 100,000
 * appearances and SEENS_SCALE Seens (default 100,000; about ten appearances each) into two databases
 * of one embedded PostgreSQL, serves each through the real server (createApp +
 * @hono/node-server) on a loopback port, and loads every route (bench/seens-routes.ts) at both
 * sizes with autocannon, 32 connections. Each route runs small, large, large, small, small,
 * large (BENCH_SECONDS / 3 each, default 6.7 s, after a 2 s warm-up on each): a size's figure is
 * its median run, so load from elsewhere on the machine weighs on both sizes alike. Prints each
 * route's p99 at both sizes and their ratio, and ends with the worst ratio over the list and
 * detail routes whose answers hold as many Seens at both sizes (a rare filter's answer can fill
 * its page only in the larger data: that route is printed with both counts and left out of the
 * ratio, decision 176). SEENS_BENCH_DIR keeps the cluster (and its seeded data) in that directory for
 * the next run, e.g. to EXPLAIN queries against it. SEENS_ROUTES=tag,geo loads only the routes
 * whose label contains one of those words (case-insensitive) and the ceiling, at both sizes.
 */
import os from 'node:os'
import autocannon from 'autocannon'
import { benchCluster } from './bench-database'
import { type BenchRoute, benchRoutes } from './seens-routes'
import { type BenchSize, benchSize } from './seens-size'

const SMALL = 10_000
const LARGE = Number(process.env.SEENS_SCALE ?? 100_000)
/** Each size runs three times per route, in the order small, large, large, small, small, large. */
const RUNS = 3
/**
 * 20 s a route and size: with 3.3 s runs a p99 of 32 connections on two shared cores swung by
 * half from run to run (the same route 0.77× in one full run, 1.75× in the next), more than the
 * growth it is meant to find (docs/measurements.md).
 */
const RUN_SECONDS = Number(process.env.BENCH_SECONDS ?? 20) / RUNS
const CONNECTIONS = 32
const TARGET_RATIO = 1.5
/** The list's p99 target at 10,000 Seens with the read cache on (docs/measurements.md). */
const TARGET_LIST_P99_MS = 25
/** Words from SEENS_ROUTES: a route runs when its label contains one (the ceiling always). */
const ROUTE_WORDS = (process.env.SEENS_ROUTES ?? '')
  .split(',')
  .map((word) => word.trim().toLowerCase())
  .filter((word) => word.length > 0)
const chosen = (route: BenchRoute) =>
  ROUTE_WORDS.length === 0 ||
  route.reference === true ||
  ROUTE_WORDS.some((word) => route.label.toLowerCase().includes(word))

interface Run {
  p99: number
  rps: number
  bad: number
}

function load(size: BenchSize, route: BenchRoute, seconds: number) {
  const headers: Record<string, string> = { 'X-CSRF': '1' }
  if (route.cookie) headers.Cookie = `seen_session=${size.sessionToken}`
  if (route.encoding) headers['Accept-Encoding'] = route.encoding
  const paths = typeof route.path === 'string' ? [route.path] : route.path
  // The load generator runs in a worker thread, off the server's event loop.
  return autocannon({
    url: `http://127.0.0.1:${size.port}${paths[0]}`,
    connections: CONNECTIONS,
    duration: seconds,
    workers: 1,
    headers,
    requests: paths.map((path) => ({ method: 'GET', path })),
  })
}

/** How many Seens a list route answers (undefined for other routes). */
async function answerLength(size: BenchSize, route: BenchRoute): Promise<number | undefined> {
  const path = typeof route.path === 'string' ? route.path : route.path[0]
  const headers: Record<string, string> = { 'X-CSRF': '1' }
  if (route.cookie) headers.Cookie = `seen_session=${size.sessionToken}`
  const body: unknown = await fetch(`http://127.0.0.1:${size.port}${path}`, { headers }).then(
    (res) => res.json(),
  )
  const list = (body as { seenList?: unknown }).seenList
  return Array.isArray(list) ? list.length : undefined
}

async function measure(size: BenchSize, route: BenchRoute): Promise<Run> {
  const result = await load(size, route, RUN_SECONDS)
  return {
    p99: result.latency.p99,
    rps: result.requests.average,
    bad: result.non2xx + result.errors + result.timeouts,
  }
}

/** The median run by p99 (a moment of load from elsewhere spoils one run, not the figure). */
function median(runs: Run[]): Run {
  const sorted = [...runs].sort((a, b) => a.p99 - b.p99)
  const middle = sorted[Math.floor(sorted.length / 2)] ?? { p99: 0, rps: 0, bad: 0 }
  return { ...middle, bad: runs.reduce((sum, run) => sum + run.bad, 0) }
}
const thousands = (n: number) => (n >= 1_000_000 ? `${n / 1_000_000}M` : `${n / 1000}k`)
const cell = (run: Run) =>
  `${run.p99.toFixed(1).padStart(6)} ms ${run.rps.toFixed(0).padStart(5)} req/s` +
  (run.bad > 0 ? ` (${run.bad} failed)` : '')

const benchStarted = performance.now()
const cluster = await benchCluster(process.env.SEENS_BENCH_DIR)
const sizes: BenchSize[] = []
try {
  for (const seens of [SMALL, LARGE]) {
    const size = await benchSize(cluster, seens)
    sizes.push(size)
    const { data } = size
    console.log(
      `seens: ${data.seens.toLocaleString('en')} Seens, ${data.appearances.toLocaleString('en')} appearances ${size.origin}`,
    )
  }
  const [small, large] = sizes as [BenchSize, BenchSize]
  console.log(
    `seens: ${os.cpus().length} CPUs, ${CONNECTIONS} connections, ${RUNS} runs of ` +
      `${RUN_SECONDS.toFixed(1)} s per route and size (median), ` +
      `read cache ${process.env.READ_CACHE_MS === '0' ? 'off' : 'on'}` +
      (ROUTE_WORDS.length > 0 ? `, routes matching ${ROUTE_WORDS.join(', ')}` : '') +
      `; p99 at ` +
      `${thousands(SMALL)} | ${thousands(LARGE)} | ratio`,
  )
  let worst = { ratio: 0, label: '' }
  let worstSmallList = 0
  const leftOut: string[] = []
  // The same routes at both sizes; only the detail's Seens differ (each size's own).
  const largeRoutes = benchRoutes(large.data)
  for (const [i, route] of benchRoutes(small.data).entries()) {
    const largeRoute = largeRoutes[i] ?? route
    if (!chosen(route)) continue
    await load(small, route, 2)
    await load(large, largeRoute, 2)
    const smallRuns: Run[] = []
    const largeRuns: Run[] = []
    for (let run = 0; run < RUNS; run += 1) {
      const order = run % 2 === 0 ? [small, large] : [large, small]
      for (const size of order) {
        if (size === small) smallRuns.push(await measure(small, route))
        else largeRuns.push(await measure(large, largeRoute))
      }
    }
    const [a, b] = [median(smallRuns), median(largeRuns)]
    // p99 comes in whole milliseconds; under 1 ms counts as 1.
    const ratio = Math.max(b.p99, 1) / Math.max(a.p99, 1)
    const lengths = [await answerLength(small, route), await answerLength(large, largeRoute)]
    const comparable = lengths[0] === lengths[1]
    if (!comparable) leftOut.push(`${route.label} (${lengths.join(' and ')} Seens)`)
    if (!route.reference && comparable && ratio > worst.ratio) {
      worst = { ratio, label: route.label }
    }
    if (route.label.startsWith('trendinglist')) worstSmallList = Math.max(worstSmallList, a.p99)
    const note = comparable ? '' : ` (answers ${lengths.join(' | ')} Seens: not compared)`
    console.log(
      `seens: ${route.label.padEnd(48)} ${cell(a)} | ${cell(b)} | ${ratio.toFixed(2)}×${note}`,
    )
  }
  console.log(
    `seens: worst list p99 at ${thousands(SMALL)} ${worstSmallList.toFixed(1)} ms ` +
      `(target ${TARGET_LIST_P99_MS} ms with the read cache on)`,
  )
  if (leftOut.length > 0) {
    console.log(`seens: left out of the ratio, answers of other lengths: ${leftOut.join('; ')}`)
  }
  console.log(
    `seens: bench took ${((performance.now() - benchStarted) / 60_000).toFixed(1)} min; ` +
      `target ratio <= ${TARGET_RATIO}: ${worst.ratio <= TARGET_RATIO ? 'met' : 'NOT met'} (worst: ${worst.label})`,
  )
  const subset = ROUTE_WORDS.length > 0 ? ` (routes matching ${ROUTE_WORDS.join(', ')})` : ''
  console.log(`seens: growth ratio worst ${worst.ratio.toFixed(2)}×${subset}`)
} finally {
  for (const size of sizes) await size.close()
  await cluster.stop()
}
