import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { ApiError } from '../http/errors'

/**
 * A clip the server will not keep (docs/decisions/180-video-clips-server.md): what it is, said in
 * the words the poster reads. The finish call answers it in the API's error shape and removes the
 * upload, so nothing of the refused file stays.
 */
export class ClipRefusal extends Error {
  override name = 'ClipRefusal'
  constructor(
    readonly status: 400 | 413,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options)
  }

  toApiError(): ApiError {
    return ApiError.user(this.status as ContentfulStatusCode, this.message)
  }
}
