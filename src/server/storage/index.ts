import path from 'node:path'
import { type Config, ConfigError } from '../config'
import { createLocalDiskStorage } from './local-disk'
import type { MediaStorage } from './media-storage'
import { createS3Storage } from './s3'

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

/** Without S3_REGION: the region S3-compatible stores (MinIO, Ceph) accept by default. */
const DEFAULT_S3_REGION = 'us-east-1'

/**
 * The storage the configuration asks for: an S3-compatible bucket when any S3_* is set (then
 * bucket and both keys are required, so a half-configured instance fails at start-up instead of
 * silently keeping media on its own disk), otherwise DATA_DIR/media.
 */
export function createMediaStorage(config: Config): MediaStorage {
  const s3Named = [
    config.S3_ENDPOINT,
    config.S3_BUCKET,
    config.S3_REGION,
    config.S3_ACCESS_KEY_ID,
    config.S3_SECRET_ACCESS_KEY,
  ].some((value) => value !== undefined)
  if (!s3Named) return createLocalDiskStorage(path.join(config.dataDir, 'media'))
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId } = config
  const secretAccessKey = config.S3_SECRET_ACCESS_KEY
  if (!bucket || !accessKeyId || !secretAccessKey) {
    throw new ConfigError(
      'S3 media storage needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY ' +
        '(S3_ENDPOINT and S3_REGION are optional); unset S3_* to keep media under DATA_DIR/media.',
    )
  }
  return createS3Storage({
    bucket,
    accessKeyId,
    secretAccessKey,
    region: config.S3_REGION ?? DEFAULT_S3_REGION,
    endpoint: config.S3_ENDPOINT,
    sessionToken: config.S3_SESSION_TOKEN,
  })
}
