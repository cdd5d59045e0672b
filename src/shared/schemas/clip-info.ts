import * as v from 'valibot'

/** An appearance is a photo, or a clip whose poster is its `imageInfo`. */
export const APPEARANCE_KINDS = ['photo', 'clip'] as const
export type AppearanceKind = (typeof APPEARANCE_KINDS)[number]

/**
 * The playable rendition of a clip (docs/decisions/180-video-clips-server.md): served with Range
 * under `path`, metadata removed, its poster being the appearance's `imageInfo`.
 */
export const clipInfo = v.object({
  path: v.string(),
  /** `video/mp4` or `video/webm`. */
  contentType: v.string(),
  /** Bytes of the stored file. */
  size: v.number(),
  durationSeconds: v.number(),
  /** As displayed (rotation applied). */
  width: v.number(),
  height: v.number(),
  cdnUrl: v.optional(v.nullable(v.string())),
})
export type ClipInfo = v.InferOutput<typeof clipInfo>

/** A finished tus upload's id (src/server/clips/clip-uploads.ts names them: 32 hex digits). */
export const CLIP_UPLOAD_ID = /^[0-9a-f]{32}$/
