import { type Context, Hono } from 'hono'
import { CLIP_MSG } from '~/shared/clip-messages'
import { CLIP_LIMITS } from '~/shared/constants'
import { CLIP_UPLOAD_ID } from '~/shared/schemas/clip-info'
import { limitGuestPost } from '../appearances/guest-limits'
import { assertGuestRoom } from '../appearances/guest-quota'
import { ensureGuestKeyHash, viewerOf } from '../appearances/guest-session'
import { postableSeen } from '../appearances/posting-checks'
import {
  discardClipUpload,
  openClipUpload,
  openUploadsOf,
  ownedClipUpload,
} from '../clips/upload-rows'
import type { AppEnv } from '../context'
import { ApiError, failure } from '../http/errors'

/** Every tus answer names the protocol version, refusals included. */
const TUS = { 'Tus-Resumable': '1.0.0' }

const refuse = (status: 400 | 403 | 404 | 409 | 413, message: string) =>
  ApiError.user(status, message, TUS)

/** `Upload-Metadata`: comma-separated `key base64value` pairs (tus 1.0 creation extension). */
export function uploadMetadata(header: string | undefined): Map<string, string> {
  const pairs = new Map<string, string>()
  for (const part of (header ?? '').split(',')) {
    const [key, value = ''] = part.trim().split(' ')
    if (key) pairs.set(key, Buffer.from(value, 'base64').toString('utf8'))
  }
  return pairs
}

function uploadLength(c: Context<AppEnv>): number {
  const raw = c.req.header('upload-length')
  if (!raw || !/^\d{1,12}$/.test(raw)) throw refuse(400, CLIP_MSG.lengthRequired)
  const length = Number(raw)
  if (length === 0) throw refuse(400, CLIP_MSG.lengthRequired)
  if (length > CLIP_LIMITS.maxBytes) throw refuse(413, CLIP_MSG.tooLarge)
  return length
}

/** A chunk (a PATCH, or the first bytes sent with the POST) says its size; at most 5 MB. */
function assertChunkSize(c: Context<AppEnv>) {
  const declared = Number(c.req.header('content-length') ?? '0')
  if (declared > CLIP_LIMITS.maxChunkBytes) throw refuse(413, CLIP_MSG.chunkTooLarge)
}

/**
 * tus answers its refusals in plain text; the API's clients read one shape
 * (docs/architecture/api.md#answers), so those become it, the protocol's headers kept.
 */
async function answer(c: Context<AppEnv>, res: Response): Promise<Response> {
  const headers = Object.fromEntries(res.headers)
  if (res.status < 400) return c.newResponse(res.body, res.status as 200, headers)
  const text = (await res.text()).trim() || CLIP_MSG.uploadNotFound
  delete headers['content-length']
  delete headers['content-type']
  return c.json(failure({ userMessage: [text] }), res.status as 400, headers)
}

/** The upload of the URL when the request's poster owns it; anyone else's is 404, as a missing one. */
async function ownUpload(c: Context<AppEnv>) {
  const { db, clock } = c.get('deps')
  const id = c.req.param('id') ?? ''
  const row = CLIP_UPLOAD_ID.test(id)
    ? await ownedClipUpload(db, id, viewerOf(c), clock())
    : undefined
  if (!row) throw refuse(404, CLIP_MSG.uploadNotFound)
  return row
}

/**
 * Resumable clip uploads, tus 1.0 (docs/decisions/180-video-clips-server.md): POST creates one
 * for a Seen (Upload-Metadata `seenShortName`) when its poster may post there now, as for a photo;
 * HEAD tells the offset reached, PATCH appends a chunk at exactly that offset (else 409), DELETE
 * drops it. Only the poster who created an upload (the same user, or the same guest session) can
 * touch its URL; to anyone else it does not exist (404). The finished upload becomes an
 * appearance through POST /api/appearance with its `clipUploadId`.
 */
export const clipUploadRoutes = new Hono<AppEnv>()
  .options('/*', async (c) => answer(c, await c.get('deps').clipUploads.handle(c.req.raw)))
  .post('/', async (c) => {
    const { db, clock, clipUploads } = c.get('deps')
    const now = clock()
    const size = uploadLength(c)
    const seenShortName = uploadMetadata(c.req.header('upload-metadata')).get('seenShortName')
    if (!seenShortName) throw refuse(400, CLIP_MSG.seenRequired)
    assertChunkSize(c)
    const seen = await postableSeen(c, seenShortName, now, TUS)
    const viewer = viewerOf(c)
    const guestKeyHash = viewer.userId ? null : await ensureGuestKeyHash(c, now)
    const owner = { userId: viewer.userId, guestKeyHash }
    // Before the guest's post is counted: a refused upload costs them none.
    if ((await openUploadsOf(db, owner, now)) >= CLIP_LIMITS.openUploads) {
      throw new ApiError(
        429,
        { userMessage: [CLIP_MSG.tooManyOpen] },
        { ...TUS, 'Retry-After': '60' },
      )
    }
    if (guestKeyHash) {
      await limitGuestPost(c, guestKeyHash, seen.id, now)
      await assertGuestRoom(db, seen.id)
    }
    const id = clipUploads.newId()
    await openClipUpload(db, { id, seenId: seen.id, viewer: owner, size }, now)
    const res = await clipUploads.create(c.req.raw, id)
    if (res.status !== 201) await discardClipUpload(db, clipUploads, id)
    return answer(c, res)
  })
  // Hono answers HEAD with the GET route; a plain GET (a download) is not offered.
  .get('/:id', async (c) => {
    if (c.req.method !== 'HEAD') throw refuse(404, CLIP_MSG.uploadNotFound)
    await ownUpload(c)
    return answer(c, await c.get('deps').clipUploads.handle(c.req.raw))
  })
  .patch('/:id', async (c) => {
    const upload = await ownUpload(c)
    if (upload.claimedAt) throw refuse(409, CLIP_MSG.uploadBusy)
    assertChunkSize(c)
    return answer(c, await c.get('deps').clipUploads.handle(c.req.raw))
  })
  .delete('/:id', async (c) => {
    const upload = await ownUpload(c)
    if (upload.claimedAt) throw refuse(409, CLIP_MSG.uploadBusy)
    const { db, clipUploads } = c.get('deps')
    const res = await clipUploads.handle(c.req.raw)
    if (res.status === 204) await discardClipUpload(db, clipUploads, upload.id)
    return answer(c, res)
  })
