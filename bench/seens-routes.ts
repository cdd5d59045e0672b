/** The routes bench/seens.bench.ts loads: every trendinglist variant and a Seen's detail. */
import { KNOWN_CITIES } from '~/server/demo/cities'
import type { BenchData } from './seens-seed'

export interface BenchRoute {
  label: string
  /** One path, or several that each connection cycles through. */
  path: string | string[]
  /** Sent with the bench user's session. */
  cookie?: boolean
  encoding?: string
  /** Left out of the growth ratio (the ceiling). */
  reference?: boolean
}

const list = '/api/seen/trendinglist?limit=15'
const paris = KNOWN_CITIES.paris
const geo = `lat=${paris.latitude}&lng=${paris.longitude}&radius=25`

export function benchRoutes(data: BenchData): BenchRoute[] {
  // 200 different public Seens, each connection cycling through them.
  const detailPaths = data.shortNames.map((name) => `/api/seen/${name}?limit=15&offset=0`)
  return [
    { label: 'GET /healthz (ceiling)', path: '/healthz', reference: true },
    { label: 'trendinglist, no filter', path: `${list}&offset=0` },
    // What a browser gets: the same answer compressed (src/server/http/compression.ts).
    { label: 'trendinglist, no filter, Brotli', path: `${list}&offset=0`, encoding: 'br' },
    { label: 'trendinglist, no filter, gzip', path: `${list}&offset=0`, encoding: 'gzip' },
    { label: 'trendinglist, page 10 (offset 150)', path: `${list}&offset=150` },
    { label: 'trendinglist, page 100 (offset 1500)', path: `${list}&offset=1500` },
    {
      label: `trendinglist, tag1=${data.tagOfMany}`,
      path: `${list}&offset=0&tag1=${data.tagOfMany}`,
    },
    // Two tags filling a page at both sizes (1 Seen in 400), and a pair so rare that only the
    // larger data fills its page (1 in 6,000: 2 Seens at 10,000).
    {
      label: `trendinglist, two tags (${data.tagOfMany}+tag7)`,
      path: `${list}&offset=0&tag1=${data.tagOfMany}&tag2=tag7`,
    },
    { label: 'trendinglist, tag1+tag2 (rare pair)', path: `${list}&offset=0&tag1=tag7&tag2=tag9` },
    { label: 'trendinglist, geo Paris 25 km', path: `${list}&offset=0&${geo}` },
    { label: 'trendinglist, geo Paris 25 km, page 10', path: `${list}&offset=150&${geo}` },
    { label: 'trendinglist, past=false', path: `${list}&offset=0&past=false` },
    { label: 'trendinglist, past=true', path: `${list}&offset=0&past=true` },
    {
      label: 'trendinglist, logged in (public + own private)',
      path: `${list}&offset=0`,
      cookie: true,
    },
    { label: 'trendinglist, logged in, page 10', path: `${list}&offset=150`, cookie: true },
    {
      label: 'trendinglist, logged in, membership=true',
      path: `${list}&membership=true`,
      cookie: true,
    },
    {
      label: 'trendinglist, logged in, following=true',
      path: `${list}&following=true`,
      cookie: true,
    },
    { label: 'GET /api/seen/{shortname}', path: detailPaths },
  ]
}
