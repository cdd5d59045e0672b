import { createHash } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { AwsV4Signer } from 'aws4fetch'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseConfig } from '~/server/config'
import { processUpload } from '~/server/images'
import { createMediaStorage, createS3Storage, S3Error, type S3Settings } from '~/server/storage'
import { amzDate, objectUrl, sha256Hex } from '~/server/storage/s3'
import { FAKE_KEYS, readBody, signatureProblem } from '../../fixtures/fake-s3-bucket'
import { noisyPhoto } from '../../fixtures/images/make-images'

// The example credentials of AWS's SigV4 documentation for S3.
const AWS_EXAMPLE = {
  region: 'us-east-1',
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
}
const MAY_24_2013 = new Date('2013-05-24T00:00:00Z')

/**
 * The signer as the storage calls it (aws4fetch, the x-amz-content-sha256 header given), with
 * every given header signed, as AWS's worked examples do.
 */
async function signLikeAws(
  method: string,
  url: string,
  headers: Record<string, string>,
  credentials: {
    region: string
    accessKeyId: string
    secretAccessKey: string
    sessionToken?: string
  },
  at: Date,
) {
  const signed = await new AwsV4Signer({
    method,
    url,
    headers,
    ...credentials,
    service: 's3',
    datetime: amzDate(at),
    allHeaders: true,
  }).sign()
  return signed.headers
}

describe('SigV4 signing (aws4fetch)', () => {
  it("matches AWS's documented GetObject example", async () => {
    const headers = await signLikeAws(
      'GET',
      'https://examplebucket.s3.amazonaws.com/test.txt',
      { Range: 'bytes=0-9', 'x-amz-content-sha256': sha256Hex('') },
      AWS_EXAMPLE,
      MAY_24_2013,
    )
    expect(headers.get('authorization')).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    )
    expect(headers.get('x-amz-date')).toBe('20130524T000000Z')
  })

  it("matches AWS's documented PutObject example (a body, and a $ that must be encoded)", async () => {
    const body = 'Welcome to Amazon S3.'
    expect(sha256Hex(body)).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072')
    const headers = await signLikeAws(
      'PUT',
      'https://examplebucket.s3.amazonaws.com/test$file.text',
      {
        Date: 'Fri, 24 May 2013 00:00:00 GMT',
        'x-amz-storage-class': 'REDUCED_REDUNDANCY',
        'x-amz-content-sha256': sha256Hex(body),
      },
      AWS_EXAMPLE,
      MAY_24_2013,
    )
    expect(headers.get('authorization')).toMatch(
      /SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class, Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd$/,
    )
  })

  it('signs a session token into the request (temporary credentials)', async () => {
    const headers = await signLikeAws(
      'GET',
      'https://examplebucket.s3.amazonaws.com/test.txt',
      { 'x-amz-content-sha256': sha256Hex('') },
      { ...AWS_EXAMPLE, sessionToken: 'FwoGZXIvYXdzEXAMPLE' },
      MAY_24_2013,
    )
    expect(headers.get('x-amz-security-token')).toBe('FwoGZXIvYXdzEXAMPLE')
    expect(headers.get('authorization')).toContain(
      'SignedHeaders=host;x-amz-content-sha256;x-amz-date;x-amz-security-token,',
    )
  })
})

describe('object URLs', () => {
  const base = { ...AWS_EXAMPLE, bucket: 'seen-media' }
  it('are virtual-hosted on AWS and path-style on a custom endpoint', () => {
    expect(objectUrl(base, 'seens/ab/x.jpg').href).toBe(
      'https://seen-media.s3.us-east-1.amazonaws.com/seens/ab/x.jpg',
    )
    expect(objectUrl({ ...base, endpoint: 'http://minio:9000/' }, 'seens/ab/x.jpg').href).toBe(
      'http://minio:9000/seen-media/seens/ab/x.jpg',
    )
  })
})

/**
 * A bucket that speaks S3's REST dialect and checks every request as it arrives on the wire:
 * the signature is recomputed from the received method, path, Host and signed headers, and the
 * body must hash to x-amz-content-sha256. What fetch really sends is what gets verified.
 */
interface TestBucket {
  endpoint: string
  objects: Map<string, { body: Buffer; contentType: string; cacheControl: string }>
  requests: string[]
  failNext?: { status: number; code: string }
  close(): Promise<void>
}

const BUCKET = 'seen-media'

const xmlError = (code: string) => `<?xml version="1.0"?><Error><Code>${code}</Code></Error>`

async function startTestBucket(region: string, sessionToken?: string): Promise<TestBucket> {
  const bucket: TestBucket = {
    endpoint: '',
    objects: new Map(),
    requests: [],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req)
    bucket.requests.push(`${req.method} ${req.url}`)
    const reply = (status: number, code?: string) => {
      res.writeHead(status, code ? { 'content-type': 'application/xml' } : {})
      res.end(code ? xmlError(code) : undefined)
    }
    const problem = await signatureProblem(req, body, region, sessionToken)
    if (problem) return reply(403, problem)
    if (bucket.failNext) {
      const { status, code } = bucket.failNext
      bucket.failNext = undefined
      return reply(status, code)
    }
    const prefix = `/${BUCKET}/`
    if (!req.url?.startsWith(prefix)) return reply(404, 'NoSuchBucket')
    const key = req.url.slice(prefix.length)
    if (req.method === 'PUT') {
      bucket.objects.set(key, {
        body,
        contentType: String(req.headers['content-type']),
        cacheControl: String(req.headers['cache-control']),
      })
      return reply(200)
    }
    const object = bucket.objects.get(key)
    if (req.method === 'DELETE') {
      bucket.objects.delete(key)
      return reply(204)
    }
    if (!object) return reply(404, 'NoSuchKey')
    const etag = `"${createHash('md5').update(object.body).digest('hex')}"`
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, { etag })
      return res.end()
    }
    const range = /^bytes=(\d+)-(\d+)$/.exec(String(req.headers.range ?? ''))
    if (range) {
      const [start, end] = [Number(range[1]), Math.min(Number(range[2]), object.body.length - 1)]
      res.writeHead(206, {
        etag,
        'content-type': object.contentType,
        'content-range': `bytes ${start}-${end}/${object.body.length}`,
      })
      return res.end(object.body.subarray(start, end + 1))
    }
    res.writeHead(200, { etag, 'content-type': object.contentType })
    res.end(object.body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  bucket.endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return bucket
}

describe('S3 storage', () => {
  let bucket: TestBucket
  let settings: S3Settings
  beforeAll(async () => {
    bucket = await startTestBucket('eu-central-1')
    settings = { ...FAKE_KEYS, bucket: BUCKET, region: 'eu-central-1', endpoint: bucket.endpoint }
  })
  afterAll(() => bucket.close())

  it('puts, gets and deletes with signed requests; a missing key is null, deleting twice is fine', async () => {
    const storage = createS3Storage(settings)
    const data = Buffer.from('RIFF....WEBP')
    await storage.put('seens/ab/abc.webp', data, 'image/webp')
    expect(bucket.objects.get('seens/ab/abc.webp')).toEqual({
      body: data,
      contentType: 'image/webp',
      cacheControl: 'public, max-age=31536000, immutable',
    })
    expect(await storage.get('seens/ab/abc.webp')).toEqual({ data, contentType: 'image/webp' })
    await storage.delete('seens/ab/abc.webp')
    await storage.delete('seens/ab/abc.webp')
    expect(await storage.get('seens/ab/abc.webp')).toBeNull()
    expect(bucket.objects.size).toBe(0)
  })

  it('stores an upload: processUpload writes all three files to the bucket', async () => {
    const storage = createS3Storage(settings)
    const photo = await noisyPhoto(600, 400)
    const info = await processUpload(
      { base64: photo.toString('base64'), kind: 'appearance' },
      storage,
    )
    for (const publicPath of [info.path, info.reducedPath, info.thumbnailPath]) {
      const key = (publicPath ?? '').replace('/media/', '')
      expect(bucket.objects.has(key)).toBe(true)
      expect((await storage.get(key))?.data.length).toBeGreaterThan(0)
    }
  })

  it('never sends a request for a hostile key or a mismatched type', async () => {
    const storage = createS3Storage(settings)
    const before = bucket.requests.length
    expect(await storage.get('../secret.webp')).toBeNull()
    await expect(storage.put('seens/../x.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow()
    await expect(storage.put('seens/ab/x.webp', Buffer.from('x'), 'text/html')).rejects.toThrow()
    await expect(storage.delete('/etc/passwd.webp')).rejects.toThrow()
    expect(bucket.requests.length).toBe(before)
  })

  it("reports the store's refusal with its status and code, and no credentials", async () => {
    bucket.failNext = { status: 503, code: 'SlowDown' }
    const storage = createS3Storage(settings)
    const error = await storage
      .put('seens/ab/x.webp', Buffer.from('x'), 'image/webp')
      .catch((e) => e)
    expect(error).toBeInstanceOf(S3Error)
    expect(error).toMatchObject({ status: 503, message: 'S3 PUT seens/ab/x.webp: 503 (SlowDown).' })

    const wrongSecret = createS3Storage({ ...settings, secretAccessKey: 'not-the-secret' })
    const refused = await wrongSecret.get('seens/ab/x.webp').catch((e) => e)
    expect(refused).toMatchObject({
      status: 403,
      message: expect.stringContaining('SignatureDoesNotMatch'),
    })
    expect(String(refused.message)).not.toContain('not-the-secret')
  })

  it('streams reads, passing If-None-Match (304) and Range (206) to the bucket', async () => {
    const storage = createS3Storage(settings)
    const data = Buffer.from('0123456789abcdef')
    await storage.put('seens/ab/range.webp', data, 'image/webp')
    const base = { 'Content-Type': 'image/webp' }
    const whole = await storage.read('seens/ab/range.webp', {}, base)
    expect(whole?.status).toBe(200)
    const etag = whole?.headers.ETag ?? ''
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/)
    expect(Buffer.from(await new Response(whole?.body).arrayBuffer()).equals(data)).toBe(true)

    const part = await storage.read('seens/ab/range.webp', { range: 'bytes=2-5' }, base)
    expect(part?.status).toBe(206)
    expect(part?.headers['Content-Range']).toBe('bytes 2-5/16')
    expect(await new Response(part?.body).text()).toBe('2345')

    const unchanged = await storage.read('seens/ab/range.webp', { ifNoneMatch: etag }, base)
    expect(unchanged).toMatchObject({ status: 304, body: null })
    expect(await storage.read('seens/ab/none.webp', {}, base)).toBeNull()
  })

  it('sends S3_SESSION_TOKEN with every request, and a bucket expecting one refuses without it', async () => {
    const tokenBucket = await startTestBucket('eu-central-1', 'sts-session-token')
    try {
      const withToken = { ...settings, endpoint: tokenBucket.endpoint }
      const storage = createMediaStorage(
        parseConfig({
          S3_ENDPOINT: tokenBucket.endpoint,
          S3_BUCKET: BUCKET,
          S3_REGION: 'eu-central-1',
          S3_ACCESS_KEY_ID: FAKE_KEYS.accessKeyId,
          S3_SECRET_ACCESS_KEY: FAKE_KEYS.secretAccessKey,
          S3_SESSION_TOKEN: 'sts-session-token',
        }),
      )
      await storage.put('seens/ab/t.webp', Buffer.from('x'), 'image/webp')
      expect(tokenBucket.objects.has('seens/ab/t.webp')).toBe(true)
      const refused = await createS3Storage(withToken)
        .get('seens/ab/t.webp')
        .catch((e) => e)
      expect(refused).toMatchObject({
        status: 403,
        message: expect.stringContaining('InvalidToken'),
      })
    } finally {
      await tokenBucket.close()
    }
  })

  it('is what createMediaStorage returns when S3_* is set', async () => {
    const storage = createMediaStorage(
      parseConfig({
        S3_ENDPOINT: bucket.endpoint,
        S3_BUCKET: BUCKET,
        S3_REGION: 'eu-central-1',
        S3_ACCESS_KEY_ID: FAKE_KEYS.accessKeyId,
        S3_SECRET_ACCESS_KEY: FAKE_KEYS.secretAccessKey,
      }),
    )
    await storage.put('avatars/cd/me.jpg', Buffer.from('jpeg'), 'image/jpeg')
    expect(bucket.objects.get('avatars/cd/me.jpg')?.body.toString()).toBe('jpeg')
  })

  it('refuses to start half-configured: bucket and both keys are required', () => {
    expect(() => createMediaStorage(parseConfig({ S3_BUCKET: 'photos' }))).toThrow(
      /S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    )
    expect(() => parseConfig({ S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT must be a URL/)
  })
})
