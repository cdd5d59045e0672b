/** The crowd bench's lines, ending with its one-line summary; false when the run is not sound. */
import os from 'node:os'
import type { CrowdResult } from './crowd-guests'
import type { PipelineCost } from './crowd-photos'

export interface CrowdFigures {
  plan: { guests: number; photos: number; concurrency: number; meanKiB: number; address: string }
  crowd: CrowdResult
  arrivals: Map<string, number>
  reconnects: number
  /** CPU seconds over the crowd: each instance, the PostgreSQL cluster, this load generator. */
  cpu: { a: number; b: number; postgres: number; bench: number }
  pipeline: PipelineCost
  stored: { appearances: number; guestUploads: number; quota: number }
  load: { before: string; after: string }
  errors: string[]
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN

const ms = (value: number) => `${value.toFixed(0)} ms`

export function crowdReport(f: CrowdFigures): boolean {
  const { crowd, plan } = f
  const total = plan.guests * plan.photos
  const accepted = crowd.accepted.size
  const failed = [...crowd.failed.values()].reduce((sum, n) => sum + n, 0)
  const waiting = total - accepted - crowd.refused429 - failed
  const drainS = (crowd.lastAnswer - crowd.firstStart) / 1000
  const answers = [...crowd.answerMs].sort((x, y) => x - y)
  const live: number[] = []
  for (const [headline, started] of crowd.accepted) {
    const at = f.arrivals.get(headline)
    if (at !== undefined) live.push(at - started)
  }
  live.sort((x, y) => x - y)
  const perPost = (seconds: number) => (accepted > 0 ? seconds / accepted : Number.NaN)
  const servers = perPost(f.cpu.a + f.cpu.b)
  const postgres = perPost(f.cpu.postgres)
  const cores = os.cpus().length

  const lines = [
    `${plan.guests} guests × ${plan.photos} photos (800 px JPEG, ${plan.meanKiB.toFixed(0)} KiB on average), ` +
      `${plan.concurrency} guests sending at once, all from ${plan.address} (X-Forwarded-For, TRUST_PROXY=1); ` +
      'posts to instance A, the wall on B',
    `${accepted} accepted, ${crowd.refused429} refused with 429` +
      (crowd.refused429 + crowd.sessionsRefused > 0
        ? ` (Retry-After up to ${crowd.retryAfterMaxS} s)`
        : '') +
      `, ${failed} failed${failed > 0 ? ` ${JSON.stringify(Object.fromEntries(crowd.failed))}` : ''}, ` +
      `${waiting} left waiting (${crowd.sessionsRefused} guests without a guest session); ` +
      `${crowd.retries} retries; guest quota ${f.stored.guestUploads} of ${f.stored.quota} used`,
    `drained in ${drainS.toFixed(1)} s (${(accepted / drainS).toFixed(1)} posts/s); ` +
      `POST answered p50 ${ms(percentile(answers, 50))}, p95 ${ms(percentile(answers, 95))}`,
    `POST's start → photo on B's live stream: p50 ${ms(percentile(live, 50))}, ` +
      `p95 ${ms(percentile(live, 95))}, max ${ms(percentile(live, 100))} ` +
      `(${live.length} of ${accepted} arrived, ${f.reconnects} reconnects)`,
    `CPU per post: instances ${servers.toFixed(3)} s (A ${perPost(f.cpu.a).toFixed(3)}, ` +
      `B ${perPost(f.cpu.b).toFixed(3)}), PostgreSQL ${postgres.toFixed(3)} s, ` +
      `load generator ${perPost(f.cpu.bench).toFixed(3)} s; the image pipeline alone ` +
      `${f.pipeline.cpuSecondsPerPhoto.toFixed(3)} s (median ${ms(f.pipeline.medianMs)}, n=${f.pipeline.runs})`,
    `ceiling on ${cores} cores: ${(cores / (servers + postgres)).toFixed(1)} posts/s at the CPU measured ` +
      `(instances + PostgreSQL), ${(cores / f.pipeline.cpuSecondsPerPhoto).toFixed(1)} posts/s ` +
      'if only the image pipeline cost anything',
    `load average (1 / 5 / 15 min) ${f.load.before} at the start, ${f.load.after} at the end`,
  ]
  for (const line of lines) console.log(`crowd: ${line}`)
  for (const line of f.errors.slice(0, 5)) console.log(`crowd: logged error: ${line}`)
  const sound = f.stored.appearances === accepted
  if (!sound) {
    console.log(
      `crowd: ${f.stored.appearances} appearances stored, ${accepted} accepted: NOT sound`,
    )
  }
  console.log(
    `crowd: ${accepted} of ${total} accepted without 429, drained in ${drainS.toFixed(0)} s, ` +
      `live p95 ${ms(percentile(live, 95))}, ${servers.toFixed(3)} CPU s/post ` +
      `(pipeline ${f.pipeline.cpuSecondsPerPhoto.toFixed(3)})`,
  )
  return sound
}
