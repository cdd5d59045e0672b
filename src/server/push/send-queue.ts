/**
 * How many pushes are in flight at once (docs/decisions/163-push-endpoints.md): up to `total`, and
 * up to `perService` to one push service, so a service that never answers holds only its own share
 * of the slots until the deadline frees them, and every other service's pushes go on.
 */
export interface SendQueue {
  /** Runs `send` when a slot for `service` (an endpoint's host and port) is free. */
  run<T>(service: string, send: () => Promise<T>): Promise<T>
}

export function createSendQueue(total: number, perService: number): SendQueue {
  let running = 0
  const perHost = new Map<string, number>()
  const waiting: { service: string; start: () => void }[] = []

  const next = () => {
    for (let i = 0; i < waiting.length && running < total; ) {
      const job = waiting[i]
      if (job && (perHost.get(job.service) ?? 0) < perService) {
        waiting.splice(i, 1)
        job.start()
      } else i++
    }
  }

  return {
    run: (service, send) =>
      new Promise((resolve, reject) => {
        const start = () => {
          running++
          perHost.set(service, (perHost.get(service) ?? 0) + 1)
          Promise.resolve()
            .then(send)
            .then(resolve, reject)
            .finally(() => {
              running--
              const left = (perHost.get(service) ?? 1) - 1
              if (left > 0) perHost.set(service, left)
              else perHost.delete(service)
              next()
            })
        }
        waiting.push({ service, start })
        next()
      }),
  }
}
