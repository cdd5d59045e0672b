export { type ImageVariant, imageUrl } from '~/shared/image-url'
export {
  type ImageKind,
  imageFileError,
  isClipFile,
  isImageFile,
  outputTypeFor,
  renameFor,
  scaledSize,
} from './image-file'
export { NotAnImageError, type ScaledImage, scaleImage } from './scale-image'
export { canScaleOffThread, scaleImageOffThread } from './scale-off-thread'
export {
  type UploadOptions,
  uploadWithProgress,
} from './upload'
