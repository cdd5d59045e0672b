import path from 'node:path'
import { type Config, ConfigError } from '../config'
import { createLocalDiskStorage } from './local-disk'
import type { MediaStorage } from './media-storage'
import { createS3Storage } from './s3'
import type { S3Settings } from './s3-client'

export { createLocalDiskStorage } from './local-disk'
export {
  isValidMediaKey,
  keyFromMediaPath,
  MEDIA_PREFIX,
  type MediaStorage,
  mediaPath,
} from './media-storage'
export { createMemoryStorage, type MemoryStorage } from './memory'
export { createS3Storage, S3Error, type S3Settings } from './s3'
export { type S3Bucket, type S3Part, s3Bucket } from './s3-bucket'
export { createS3Client, type S3Client } from './s3-client'

/** Without S3_REGION: the region S3-compatible stores (MinIO, Ceph) accept by default. */
const DEFAULT_S3_REGION = 'us-east-1'

/**
 * The bucket the configuration names, or null when no S3_* is set. Any S3_* asks for one; then
 * bucket and both keys are required, so a half-configured instance fails at start-up instead of
 * silently keeping media (and clip uploads) on its own disk.
 */
export function s3SettingsOf(config: Config): S3Settings | null {
  const s3Named = [
    config.S3_ENDPOINT,
    config.S3_BUCKET,
    config.S3_REGION,
    config.S3_ACCESS_KEY_ID,
    config.S3_SECRET_ACCESS_KEY,
  ].some((value) => value !== undefined)
  if (!s3Named) return null
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId } = config
  const secretAccessKey = config.S3_SECRET_ACCESS_KEY
  if (!bucket || !accessKeyId || !secretAccessKey) {
    throw new ConfigError(
      'S3 media storage needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY ' +
        '(S3_ENDPOINT and S3_REGION are optional); unset S3_* to keep media under DATA_DIR/media.',
    )
  }
  return {
    bucket,
    accessKeyId,
    secretAccessKey,
    region: config.S3_REGION ?? DEFAULT_S3_REGION,
    endpoint: config.S3_ENDPOINT,
    sessionToken: config.S3_SESSION_TOKEN,
  }
}

/** The storage the configuration asks for: the bucket of `s3SettingsOf`, else DATA_DIR/media. */
export function createMediaStorage(config: Config): MediaStorage {
  const s3 = s3SettingsOf(config)
  return s3 ? createS3Storage(s3) : createLocalDiskStorage(path.join(config.dataDir, 'media'))
}
