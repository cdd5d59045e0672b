import { NotAnImageError, type ScaledImage, scaleImage } from './scale-image'

/** What the page asks the scaling worker: one photo, its long side at most `longSide`. */
export interface ScaleRequest {
  id: number
  file: File
  longSide: number
}

/** The worker's answer; `notAnImage` keeps NotAnImageError apart from other failures. */
export type ScaleReply =
  | { id: number; ok: true; image: ScaledImage }
  | { id: number; ok: false; notAnImage: boolean; message: string }

/** Scale one requested photo and word the outcome as a message (errors do not cross threads). */
export async function answerScale(
  request: ScaleRequest,
  scale: typeof scaleImage = scaleImage,
): Promise<ScaleReply> {
  try {
    return { id: request.id, ok: true, image: await scale(request.file, request.longSide) }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    return { id: request.id, ok: false, notAnImage: error instanceof NotAnImageError, message }
  }
}

/** The error a failed reply stands for, as the main-thread scaleImage would have thrown it. */
export function replyError(reply: Extract<ScaleReply, { ok: false }>): Error {
  return reply.notAnImage ? new NotAnImageError(reply.message) : new Error(reply.message)
}
