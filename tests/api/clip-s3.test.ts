/**
 * A clip through the API with media on S3 (docs/decisions/186-clip-uploads-on-s3.md): the
 * upload's bytes go to the bucket, not the instance's disk; the finish reads them back from there
 * and stores the clip in the bucket; nothing of the upload is left behind, in the bucket or in the
 * work folder.
 */
import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appearanceRecordResponse } from '~/shared/schemas/appearance'
import {
  FAKE_BUCKET,
  FAKE_KEYS,
  type FakeBucket,
  startFakeBucket,
} from '../fixtures/fake-s3-bucket'
import { appearanceRecord, makeSeen } from './appearances-fixtures'
import { offsetOf, testClip, uploadClip } from './clip-fixtures'
import { api, createTestApp, type TestApp } from './helpers'
import { register, type TestUser } from './seens-fixtures'

let bucket: FakeBucket
let t: TestApp
let creator: TestUser
let poster: TestUser
beforeAll(async () => {
  bucket = await startFakeBucket()
  t = await createTestApp({
    env: {
      S3_ENDPOINT: bucket.endpoint,
      S3_BUCKET: FAKE_BUCKET,
      S3_REGION: bucket.settings.region,
      S3_ACCESS_KEY_ID: FAKE_KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: FAKE_KEYS.secretAccessKey,
    },
  })
  creator = await register(t, 'clip_s3_creator')
  poster = await register(t, 'clip_s3_poster')
})
afterAll(async () => {
  await t.close()
  await bucket.close()
})

const uploadKeys = () => [...bucket.objects.keys()].filter((key) => key.startsWith('clip-uploads/'))

describe('a clip with media on S3', () => {
  it('is uploaded into the bucket and finished from it into one appearance whose clip is in the bucket', async () => {
    const seen = await makeSeen(t, creator)
    const clip = await testClip({ seconds: 3 })
    const { url, id } = await uploadClip(t, poster.jar, seen.shortName, clip)
    expect(await offsetOf(t, poster.jar, url)).toEqual({ status: 200, offset: clip.length })
    expect(bucket.objects.get(`clip-uploads/${id}`)?.body.equals(clip)).toBe(true)
    expect(existsSync(path.join(t.config.dataDir, 'uploads', id))).toBe(false)

    const res = await api(t.app, poster.jar).post(
      '/api/appearance',
      {
        appearanceRecord: await appearanceRecord(seen.shortName, {
          clipUploadId: id,
          headline: 'First dance',
        }),
      },
      { headers: { 'Idempotency-Key': randomUUID() } },
    )
    expect(res.status).toBe(200)
    const { appearanceRecord: record } = v.parse(appearanceRecordResponse, await res.json())
    expect(record.kind).toBe('clip')
    const key = (record.clipInfo?.path ?? '').replace(/^\/media\//, '')
    expect(bucket.objects.get(key)?.body.length).toBe(record.clipInfo?.size)
    expect(uploadKeys()).toEqual([])
    expect(bucket.uploads.size).toBe(0)
    const work = path.join(t.config.dataDir, 'uploads', '.work')
    expect(await readdir(work).catch(() => [])).toEqual([])
  })
})
