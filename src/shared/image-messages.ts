/**
 * docs/product.md#validation and #error-texts photo strings. The Seen form's "select" message ends
 * with a period.
 */
export const IMAGE_MSG = {
  selectImage: 'Please select an image file',
  selectImageSeen: 'Please select an image file.',
  tooLarge: 'The photo is too large (max 2MB).',
  tooManyPixels: 'The photo has too many pixels (max 40 megapixels).',
  uploadFailed: (status: number) => `Error during the upload: ${status}`,
} as const

/** The "not an image" message as each form words it (docs/product.md#validation). */
export const selectImageMessage = (kind: 'seen' | 'appearance' | 'avatar') =>
  kind === 'seen' ? IMAGE_MSG.selectImageSeen : IMAGE_MSG.selectImage
