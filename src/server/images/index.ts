export { type ImageKind, MAX_INPUT_PIXELS, MAX_UPLOAD_BYTES } from './limits'
export {
  deleteImage,
  type ProcessOptions,
  processUpload,
  type StoredMedia,
  type UploadInput,
} from './process-upload'
