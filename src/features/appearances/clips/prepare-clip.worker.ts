/**
 * Reduces one clip off the page (docs/decisions/182-clip-reduction-on-device.md): the page
 * starts a worker per clip and ends it when the answer came or the guest gave up.
 */
import { sizeRefusal } from './clip-target'
import type { ClipDone, ClipReply, ClipRequest } from './prepare-clip-protocol'
import {
  type OpenedClip,
  openClip,
  planFor,
  posterOf,
  Refused,
  readBack,
  reduce,
} from './reduce-clip'

interface WorkerScope {
  onmessage: ((event: MessageEvent<ClipRequest>) => void) | null
  postMessage(message: ClipReply, transfer?: Transferable[]): void
}

const scope = self as unknown as WorkerScope
/** The poster and the read-back after encoding: the last few hundredths of the bar. */
const ENCODING_SHARE = 0.97

const message = (error: unknown) => (error instanceof Error ? error.message : String(error))

async function reduced(clip: OpenedClip): Promise<ClipDone | string> {
  const plan = await planFor(clip)
  if (typeof plan === 'string') return plan
  try {
    const buffer = await reduce(clip, plan, (fraction) =>
      scope.postMessage({ type: 'progress', fraction: fraction * ENCODING_SHARE }),
    )
    const { facts, poster } = await readBack(buffer)
    const contentType = plan.container === 'mp4' ? 'video/mp4' : 'video/webm'
    return { ...facts, reduced: true, clip: buffer, contentType, poster }
  } catch (error) {
    return message(error)
  }
}

/** As it is, within the limits, with a poster where this browser decodes a frame. */
async function original(file: File, clip: OpenedClip, why: string): Promise<ClipDone> {
  const tooLarge = sizeRefusal(file.size)
  if (tooLarge) throw new Refused(tooLarge)
  const poster = await posterOf(clip.video, clip.facts, clip.startSeconds).catch(() => null)
  return { ...clip.facts, reduced: false, contentType: clip.mimeType, poster, why }
}

async function answer(file: File): Promise<ClipReply> {
  let clip: OpenedClip | undefined
  try {
    clip = await openClip(file)
    const result = await reduced(clip)
    const done = typeof result === 'string' ? await original(file, clip, result) : result
    return { type: 'done', result: done }
  } catch (error) {
    if (error instanceof Refused) return { type: 'refused', message: error.message }
    return { type: 'failed', message: message(error) }
  } finally {
    clip?.input.dispose()
  }
}

scope.onmessage = (event) => {
  void answer(event.data.file).then((reply) => {
    const transfer = reply.type === 'done' && reply.result.reduced ? [reply.result.clip] : []
    scope.postMessage(reply, transfer)
  })
}
