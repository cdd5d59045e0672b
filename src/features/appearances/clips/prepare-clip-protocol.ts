/** What the page and the clip worker (prepare-clip.worker.ts) say to each other. */

/** The page's one question: reduce this file. */
export interface ClipRequest {
  file: File
}

/** What the worker read of the file; sizes as displayed (rotation applied). */
export interface ClipFacts {
  durationMs: number
  width: number
  height: number
}

export type ClipDone =
  | (ClipFacts & {
      reduced: true
      clip: ArrayBuffer
      contentType: 'video/mp4' | 'video/webm'
      poster: Blob
    })
  | (ClipFacts & {
      reduced: false
      /** The container the bytes say, as a MIME type. */
      contentType: string
      /** Null when this browser decodes no frame of it: the page tries a `<video>`. */
      poster: Blob | null
      /** Why it was not reduced, for the console. */
      why: string
    })

export type ClipReply =
  | { type: 'progress'; fraction: number }
  | { type: 'done'; result: ClipDone }
  /** A guest's sentence (CLIP_MSG): the clip cannot be sent at all. */
  | { type: 'refused'; message: string }
  /** Something unforeseen broke in the worker: the page does without it. */
  | { type: 'failed'; message: string }
