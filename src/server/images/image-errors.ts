import { IMAGE_MSG, selectImageMessage } from '~/shared/image-messages'
import { ApiError } from '../http/errors'
import type { ImageKind } from './limits'

/** Image problems are field errors on `imageInfo`, repeated as the user message for the toast. */
const imageError = (status: 400 | 413, message: string) =>
  new ApiError(status, { imageInfo: [message], userMessage: [message] })

export const notAnImage = (kind: ImageKind) => imageError(400, selectImageMessage(kind))
export const tooManyPixels = () => imageError(400, IMAGE_MSG.tooManyPixels)
export const photoTooLarge = () => imageError(413, IMAGE_MSG.tooLarge)
