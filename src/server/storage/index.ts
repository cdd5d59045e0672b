import path from 'node:path'
import { type Config, ConfigError } from '../config'
import { createLocalDiskStorage } from './local-disk'
import type { MediaStorage } from './media-storage'

export { createLocalDiskStorage } from './local-disk'
export {
  isValidMediaKey,
  keyFromMediaPath,
  MEDIA_PREFIX,
  type MediaStorage,
  mediaPath,
} from './media-storage'
export { createMemoryStorage, type MemoryStorage } from './memory'

/**
 * The storage the configuration asks for. The S3 seam: an `s3.ts` adapter implementing
 * `MediaStorage` (PutObject with ContentType, GetObject, DeleteObject on S3_BUCKET) is returned
 * here when S3_BUCKET is set. Until it exists, setting S3_* fails at start-up rather than
 * silently keeping media on one instance's disk.
 */
export function createMediaStorage(config: Config): MediaStorage {
  if (config.S3_BUCKET || config.S3_ENDPOINT) {
    throw new ConfigError(
      'S3 media storage is not implemented yet: unset S3_* to keep media under DATA_DIR/media.',
    )
  }
  return createLocalDiskStorage(path.join(config.dataDir, 'media'))
}
