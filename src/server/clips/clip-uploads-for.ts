import path from 'node:path'
import type { Config } from '../config'
import { createS3Client, s3Bucket, s3SettingsOf } from '../storage'
import { type ClipUploads, createClipUploads } from './clip-uploads'
import { s3UploadBytes } from './s3-upload-bytes'

/**
 * Uploads in progress go where media goes (docs/decisions/186-clip-uploads-on-s3.md): in the
 * media bucket when S3_* names one, so any instance answers any upload; else DATA_DIR/uploads.
 * The finish's work files are on this instance's disk either way.
 */
export function clipUploadsFor(config: Config): ClipUploads {
  const directory = path.join(config.dataDir, 'uploads')
  const s3 = s3SettingsOf(config)
  if (!s3) return createClipUploads(directory)
  return createClipUploads(directory, () => s3UploadBytes(s3Bucket(createS3Client(s3))))
}
