/**
 * Scales photos off the main thread (createImageBitmap + OffscreenCanvas), one at a time: a
 * batch of 50 phone photos decoded at once would hold gigabytes of pixels.
 */
import { answerScale, type ScaleRequest } from './scale-protocol'

interface WorkerScope {
  onmessage: ((event: MessageEvent<ScaleRequest>) => void) | null
  postMessage(message: unknown): void
}

const scope = self as unknown as WorkerScope
// The worker's own: one queue for every photo the page hands it, whoever's they are.
let queue: Promise<void> = Promise.resolve()

scope.onmessage = (event) => {
  queue = queue.then(async () => scope.postMessage(await answerScale(event.data)))
}
