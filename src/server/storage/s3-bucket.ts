/**
 * Bucket operations beyond the media contract, for the clip uploads in progress
 * (docs/decisions/186-clip-uploads-on-s3.md): objects under a key of the caller's (it validates
 * them), listings, and S3's multipart upload. Missing objects read as null, deleting or aborting
 * a missing one is not an error; any other refusal is an S3Error.
 */
import type { S3Client } from './s3-client'
import { escapeXml, xmlBlocks, xmlText } from './s3-xml'

export interface S3Part {
  number: number
  etag: string
  size: number
}

export interface S3Listed {
  key: string
  at: Date | null
}

const dateOf = (text: string | undefined) => {
  const at = new Date(text ?? '')
  return Number.isNaN(at.getTime()) ? null : at
}

export function s3Bucket(client: S3Client) {
  const ok = async (operation: string, key: string, response: Response) => {
    if (!response.ok) throw await client.refused(operation, key, response)
    return response
  }
  const drop = (response: Response) => response.body?.cancel()

  return {
    async put(key: string, body: Uint8Array, headers: Record<string, string> = {}) {
      await drop(await ok('PUT', key, await client.send({ method: 'PUT', key, body, headers })))
    },

    /** The object's answer (its body to read), or null when there is none. */
    async get(key: string, timeoutMs?: number): Promise<Response | null> {
      const response = await client.send({ method: 'GET', key, timeoutMs })
      if (response.status === 404) {
        await drop(response)
        return null
      }
      return ok('GET', key, response)
    },

    /** The object's headers (Content-Length, x-amz-meta-*), or null when there is none. */
    async head(key: string): Promise<Headers | null> {
      const response = await client.send({ method: 'HEAD', key })
      await drop(response)
      if (response.status === 404) return null
      return (await ok('HEAD', key, response)).headers
    },

    async delete(key: string) {
      const response = await client.send({ method: 'DELETE', key })
      if (response.status !== 404) await ok('DELETE', key, response)
      await drop(response)
    },

    /** Every object whose key starts with `prefix` (ListObjectsV2, page after page). */
    async list(prefix: string): Promise<S3Listed[]> {
      const found: S3Listed[] = []
      let token: string | undefined
      do {
        const query: Record<string, string> = { 'list-type': '2', prefix }
        if (token) query['continuation-token'] = token
        const response = await client.send({ method: 'GET', key: '', query })
        const xml = await (await ok('LIST', prefix, response)).text()
        for (const block of xmlBlocks(xml, 'Contents')) {
          const key = xmlText(block, 'Key')
          if (key) found.push({ key, at: dateOf(xmlText(block, 'LastModified')) })
        }
        token = xmlText(xml, 'IsTruncated') === 'true' ? xmlText(xml, 'NextContinuationToken') : ''
      } while (token)
      return found
    },

    /** Multipart uploads begun under `prefix` and neither completed nor aborted. */
    async multipartUploads(prefix: string): Promise<(S3Listed & { uploadId: string })[]> {
      const found: (S3Listed & { uploadId: string })[] = []
      let markers: Record<string, string> = {}
      for (;;) {
        const query = { uploads: '', prefix, ...markers }
        const response = await client.send({ method: 'GET', key: '', query })
        const xml = await (await ok('LIST UPLOADS', prefix, response)).text()
        for (const block of xmlBlocks(xml, 'Upload')) {
          const key = xmlText(block, 'Key')
          const uploadId = xmlText(block, 'UploadId')
          if (key && uploadId)
            found.push({ key, uploadId, at: dateOf(xmlText(block, 'Initiated')) })
        }
        const keyMarker = xmlText(xml, 'NextKeyMarker')
        if (xmlText(xml, 'IsTruncated') !== 'true' || !keyMarker) return found
        markers = {
          'key-marker': keyMarker,
          'upload-id-marker': xmlText(xml, 'NextUploadIdMarker') ?? '',
        }
      }
    },

    /** CreateMultipartUpload: the upload id that names it from now on. */
    async createMultipart(key: string, headers: Record<string, string> = {}): Promise<string> {
      const response = await client.send({ method: 'POST', key, query: { uploads: '' }, headers })
      const uploadId = xmlText(
        await (await ok('CREATE MULTIPART', key, response)).text(),
        'UploadId',
      )
      if (!uploadId) throw new Error(`S3 CREATE MULTIPART ${key}: no UploadId in the answer.`)
      return uploadId
    },

    async uploadPart(key: string, uploadId: string, number: number, body: Uint8Array) {
      const query = { partNumber: String(number), uploadId }
      const response = await ok(
        'UPLOAD PART',
        key,
        await client.send({ method: 'PUT', key, query, body }),
      )
      await drop(response)
      const etag = response.headers.get('etag')
      if (!etag) throw new Error(`S3 UPLOAD PART ${key}: no ETag in the answer.`)
      return { number, etag, size: body.byteLength }
    },

    /** The parts uploaded so far, by number; null when the upload is completed or aborted. */
    async parts(key: string, uploadId: string): Promise<S3Part[] | null> {
      const parts: S3Part[] = []
      let marker = ''
      for (;;) {
        const query: Record<string, string> = { uploadId }
        if (marker) query['part-number-marker'] = marker
        const response = await client.send({ method: 'GET', key, query })
        if (response.status === 404) {
          await drop(response)
          return null
        }
        const xml = await (await ok('LIST PARTS', key, response)).text()
        for (const block of xmlBlocks(xml, 'Part')) {
          parts.push({
            number: Number(xmlText(block, 'PartNumber')),
            etag: xmlText(block, 'ETag') ?? '',
            size: Number(xmlText(block, 'Size')),
          })
        }
        if (xmlText(xml, 'IsTruncated') !== 'true') break
        marker = xmlText(xml, 'NextPartNumberMarker') ?? ''
        if (!marker) break
      }
      return parts.sort((a, b) => a.number - b.number)
    },

    /** CompleteMultipartUpload: the parts become one object under `key`. */
    async completeMultipart(key: string, uploadId: string, parts: S3Part[]) {
      const listed = parts
        .map(
          (p) =>
            `<Part><PartNumber>${p.number}</PartNumber><ETag>${escapeXml(p.etag)}</ETag></Part>`,
        )
        .join('')
      const body = Buffer.from(`<CompleteMultipartUpload>${listed}</CompleteMultipartUpload>`)
      const response = await client.send({
        method: 'POST',
        key,
        query: { uploadId },
        body,
        headers: { 'content-type': 'application/xml' },
      })
      const xml = await (await ok('COMPLETE MULTIPART', key, response)).text()
      // S3 may answer 200 and still fail, with an <Error> in the body.
      if (xmlBlocks(xml, 'Error').length > 0) {
        throw new Error(`S3 COMPLETE MULTIPART ${key}: ${xmlText(xml, 'Code') ?? 'failed'}.`)
      }
    },

    async abortMultipart(key: string, uploadId: string) {
      const response = await client.send({ method: 'DELETE', key, query: { uploadId } })
      if (response.status !== 404) await ok('ABORT MULTIPART', key, response)
      await drop(response)
    },
  }
}

export type S3Bucket = ReturnType<typeof s3Bucket>
