import * as v from 'valibot'

/** docs/product.md#records ImageInfo. `image` (base64) travels only when uploading. */
export const imageInfo = v.object({
  image: v.optional(v.nullable(v.string())),
  contentType: v.optional(v.nullable(v.string())),
  name: v.optional(v.nullable(v.string())),
  path: v.optional(v.nullable(v.string())),
  height: v.optional(v.nullable(v.number())),
  width: v.optional(v.nullable(v.number())),
  reducedPath: v.optional(v.nullable(v.string())),
  thumbnailPath: v.optional(v.nullable(v.string())),
  cdnUrl: v.optional(v.nullable(v.string())),
})
export type ImageInfo = v.InferOutput<typeof imageInfo>
