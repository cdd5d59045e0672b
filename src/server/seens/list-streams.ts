/**
 * One ordered stream of the trending list: the first `need` (offset + limit) Seens of one
 * visibility (public, or the viewer's private ones) that pass the filters, as common table
 * expressions. Why these shapes: docs/decisions/167-flat-seen-lists.md.
 *
 * A stream with a driver (the filter's own index: memberships, bookmarks, follows, tags, the
 * geo box) is answered in one of three ways, each exact:
 * - few candidates (a gated driver with at most `candidateBound`): read them all and sort;
 * - otherwise walk the trending index from the top, at most `walkFactor × need` entries (only
 *   those scoring at least `floor`), checking each: rows past a walk rank below every row in
 *   it, so the walk is the answer when it found `need` rows or read every entry above the floor;
 * - when it did neither, read through the driver after all: its candidates, or (followees)
 *   the first `need` of each followed person's Seens.
 * A driver whose index holds the list order itself (the tags) is read in that order instead,
 * stopping at the `need`th row that passes; a candidates driver may read such an index in place
 * of its candidates when the walk fell short (the private stream with tags).
 * The walk's length depends on the filter's share and the driver's on the filter's own size,
 * neither on how many Seens there are. A stream without a driver (no filter, `past`) is the
 * plain walk. Each part is fenced (`offset 0`, literal lengths, materialized parts) so that a
 * cached generic plan keeps the shape of a custom one.
 */
import { type SQL, sql } from 'drizzle-orm'
import type { FilterCondition, FilterName } from './list-filters'

export interface StreamTuning {
  /** A gated driver with at most this many candidates is read without walking. */
  candidateBound: number
  /** The walk reads at most this many index entries per row asked for… */
  walkFactor: number
  /** …and never fewer than this many. */
  minWalk: number
  /**
   * An ordered driver's first read takes this many times the walk: its entries are read in
   * sequence, without a probe each.
   */
  orderedWalkMultiple: number
}

export const STREAM_TUNING: StreamTuning = {
  candidateBound: 256,
  walkFactor: 64,
  minWalk: 1024,
  orderedWalkMultiple: 4,
}

export const VISIBLE = {
  public: sql`s.active and s.accessibility_type in (1, 2, 3)`,
  private: sql`s.active and s.accessibility_type in (4, 5, 6)`,
} as const

export type Visibility = keyof typeof VISIBLE

/** The list order (docs/decisions/010-trending-score.md): both trending indexes hold it. */
export const ORDER = sql`s.trending_score desc nulls last, s.id`

interface DriverBase {
  /** The filter every row the driver reads already passes, not checked again on them. */
  implies?: FilterName
  /** Checked on each walked row besides the filters (the private stream's membership). */
  walkCondition?: SQL
}

/** What a driver reading in list order is given: its rows pass `filtered`, at most `need`. */
export interface OrderedRead {
  filtered: SQL
  need: SQL
  /**
   * `need` rounded up to a power of two, as a literal: the bound of a read that may have to go
   * far down its index. With `need` as a parameter the cached generic plan counts a tenth of
   * the index's rows and, at a million Seens, plans a parallel scan whose worker starts on every
   * request (5–6 ms) even when the read is not needed. A few extra rows are harmless: the
   * stream's rows past `need` rank below the page.
   */
  needBound: SQL
  /** How many of the index's rows a bounded first read may take. */
  length: number
  /** Rows scoring below it cannot make the page (the private stream's floor), when there is one. */
  floor?: SQL
}

/** A driver that names its candidates: `select … as id from …`, every Seen that can pass. */
export interface IdsDriver extends DriverBase {
  candidates: SQL
  /** Count the candidates first (when checking a walked row costs an index lookup). */
  gated?: boolean
  /** When the walk falls short, read these rows in list order instead of every candidate. */
  ordered?: (read: OrderedRead) => SQL
}

/** A driver that reads ordered rows itself: `s.id, s.trending_score` passing `filtered`. */
export interface RowsDriver extends DriverBase {
  rows: (filtered: SQL, need: SQL) => SQL
}

/**
 * A driver that reads the stream itself, in list order from an index of its own (the tags):
 * `s.id, s.trending_score`. No walk comes first.
 */
export interface OrderedDriver extends DriverBase {
  ordered: (read: OrderedRead) => SQL
}

export type Driver = IdsDriver | RowsDriver | OrderedDriver

export interface StreamRequest {
  /** CTE name prefix; the stream's rows are in the CTE of that name. */
  name: string
  visibility: Visibility
  conditions: FilterCondition[]
  driver?: Driver
  /** A scalar: rows scoring below it cannot make the page (another stream filled it). */
  floor?: SQL
  /** offset + limit of the page. */
  need: number
}

const and = (parts: SQL[]) => sql.join(parts, sql` and `)
const literal = (n: number) => sql.raw(String(n))

/** Walk length: a power of two, so that deep pages share a few statement texts. */
function walkLength(need: number, tuning: StreamTuning): number {
  const wanted = Math.max(tuning.minWalk, tuning.walkFactor * need)
  return 2 ** Math.ceil(Math.log2(wanted))
}

/** The stream's CTEs (without `with`), the last one named `request.name`. */
export function streamCtes(request: StreamRequest, tuning: StreamTuning = STREAM_TUNING): SQL {
  const { visibility, conditions, driver } = request
  const need = sql`${request.need}::int`
  const ident = (suffix: string) => sql.identifier(`${request.name}${suffix}`)
  const floor = request.floor
    ? sql` and s.trending_score >= coalesce(${request.floor}, '-infinity')`
    : sql``
  const visible = sql`${VISIBLE[visibility]}${floor}`
  const checks = conditions.map((condition) => condition.sql)
  if (!driver) {
    const filtered = and([visible, ...checks])
    return sql`${ident('')} as (select s.id, s.trending_score from seens s where ${filtered}
      order by ${ORDER} limit ${need})`
  }
  const filtered = and([
    visible,
    ...conditions.filter((c) => c.filter !== driver.implies).map((c) => c.sql),
  ])
  const length = walkLength(request.need, tuning)
  const orderedRead: OrderedRead = {
    filtered: and([filtered, ...(driver.walkCondition ? [driver.walkCondition] : [])]),
    need,
    needBound: literal(2 ** Math.ceil(Math.log2(Math.max(request.need, 1)))),
    length: length * tuning.orderedWalkMultiple,
    ...(request.floor ? { floor: sql`coalesce(${request.floor}, '-infinity')` } : {}),
  }
  if ('ordered' in driver && !('candidates' in driver)) {
    return sql`${ident('')} as (${driver.ordered(orderedRead)})`
  }
  const gated = 'candidates' in driver && driver.gated === true
  const gate = gated
    ? sql`(select count(*) from ${ident('_cand')}) > ${literal(tuning.candidateBound)}`
    : sql`true`
  const walked = [...checks, ...(driver.walkCondition ? [driver.walkCondition] : [])]
  const ids = (candidates: SQL) =>
    sql`select s.id, s.trending_score from seens s where s.id in (${candidates}) and ${filtered}`
  const fallback = (rows: SQL, when: SQL) => sql`(select s.id, s.trending_score from (
      ${rows} offset 0) s
    where ${when} order by ${ORDER} limit ${need})`
  const read =
    'rows' in driver
      ? driver.rows(filtered, need)
      : driver.ordered
        ? driver.ordered(orderedRead)
        : ids(driver.candidates)
  const done = sql`(select yes from ${ident('_done')})`
  // Below a floor the walk may have read every entry there is: then it is the answer too. (Without
  // a floor that happens only in a table smaller than the walk, where the driver is cheap.)
  const exhausted = request.floor
    ? sql`or (select count(*) from (select 1 from seens s where ${visible}
        limit ${literal(length)}) x) < ${literal(length)}`
    : sql``
  const ctes = [
    ...('candidates' in driver && gated
      ? [
          sql`${ident('_cand')} as materialized (select c.id from (${driver.candidates}) c
            limit ${literal(tuning.candidateBound + 1)})`,
        ]
      : []),
    // The walk carries every column a filter reads; the trending indexes hold all of them.
    sql`${ident('_walk')} as materialized (
      select s.id, s.trending_score from (
        select s.id, s.trending_score, s.live_until, s.latitude, s.longitude, s.created_by
        from seens s where ${visible} order by ${ORDER} limit ${literal(length)}) s
      where ${and([gate, ...walked])}
      order by ${ORDER} limit ${need})`,
    sql`${ident('_done')} as (select ${gate} and ((select count(*) from ${ident('_walk')}) >= ${need}
      ${exhausted}) as yes)`,
    sql`${ident('')} as (
      (select w.id, w.trending_score from ${ident('_walk')} w where ${done})
      ${gated ? sql`union all ${fallback(ids(sql`select id from ${ident('_cand')}`), sql`not ${gate}`)}` : sql``}
      union all ${fallback(read, sql`${gate} and not ${done}`)})`,
  ]
  return sql.join(ctes, sql`, `)
}
