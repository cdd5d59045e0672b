import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { S3Bucket } from '../storage'
import type { UploadBytes } from './clip-uploads'
import { S3UploadStore } from './s3-upload-store'

/** The bytes of uploads in progress in the bucket; the finish reads a download of its own. */
export function s3UploadBytes(bucket: S3Bucket): UploadBytes {
  const store = new S3UploadStore(bucket)
  return {
    datastore: store,
    async localCopy(id, workRoot) {
      const folder = path.join(workRoot, randomBytes(8).toString('hex'))
      const dispose = () => fs.rm(folder, { recursive: true, force: true })
      await fs.mkdir(folder, { recursive: true })
      try {
        const file = path.join(folder, 'upload')
        await store.download(id, file)
        return { path: file, dispose }
      } catch (error) {
        await dispose()
        throw error
      }
    },
    remove: (id) => store.remove(id),
    list: () => store.list(),
  }
}
