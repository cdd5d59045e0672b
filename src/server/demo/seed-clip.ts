/**
 * The demo guest Seen's clip (issue 45): made by demo-clip.ts, then taken through what an
 * upload's finish does (docs/decisions/180-video-clips-server.md): prepared (read, remuxed, read
 * back), its poster through the photo pipeline, stored through MediaStorage, and made an
 * appearance with an upload row of its own that the appearance's commit removes.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { DEMO_GUEST_SEEN_SHORT_NAME } from '~/shared/demo-seen'
import { createAppearance } from '../appearances/save-appearance'
import { storeClip } from '../clips/finish-clip'
import { prepareClip } from '../clips/prepare-clip'
import { openClipUpload } from '../clips/upload-rows'
import type { Db } from '../db/client'
import { seens } from '../db/schema'
import { processUpload } from '../images'
import { roleFor } from '../policy'
import type { MediaStorage } from '../storage'
import { makeDemoClip } from './demo-clip'

export const DEMO_CLIP_RECORD = {
  displayUserName: 'Sam (guest)',
  headline: 'Confetti time! #clip',
  caption: 'Five seconds from the lawn. Clips play right here, like photos.',
} as const

/** A demo guest's session is no browser's: nobody can edit this as its owner. */
const GUEST_KEY = 'demo-guest-clip'
const MINUTE_MS = 60 * 1000

/** Adds the clip to the demo guest Seen, if there is one; returns whether it did. */
export async function seedDemoClip(db: Db, storage: MediaStorage, now: Date): Promise<boolean> {
  const [seen] = await db
    .select({
      id: seens.id,
      createdById: seens.createdById,
      startAt: seens.startAt,
      endAt: seens.endAt,
      requiresApproval: seens.requiresApproval,
    })
    .from(seens)
    .where(eq(seens.shortName, DEMO_GUEST_SEEN_SHORT_NAME))
  if (!seen) return false

  const made = await makeDemoClip()
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'seen-demo-clip-'))
  try {
    const file = path.join(work, 'demo.mp4')
    await fs.writeFile(file, made.mp4)
    const prepared = await prepareClip(file, { workRoot: work, ffmpegPath: undefined })
    try {
      const image = await processUpload(
        { base64: made.posterJpeg.toString('base64'), kind: 'appearance' },
        storage,
      )
      const uploadId = randomBytes(16).toString('hex')
      const viewer = { userId: null, guestKeyHash: GUEST_KEY }
      const at = new Date(now.getTime() - 3 * MINUTE_MS)
      await openClipUpload(db, { id: uploadId, seenId: seen.id, viewer, size: prepared.size }, at)
      const { clip } = await storeClip(storage, prepared, uploadId)
      await createAppearance(
        db,
        {
          seenId: seen.id,
          seen,
          role: roleFor(null, seen.createdById, false),
          ...viewer,
          record: {
            ...DEMO_CLIP_RECORD,
            appearanceShortName: '-new-',
            seenShortName: '',
            relativeLocation: 1,
            isHidden: false,
            hasPhoto: true,
          },
          image,
          clip,
        },
        at,
      )
      return true
    } finally {
      await prepared.dispose()
    }
  } finally {
    await fs.rm(work, { recursive: true, force: true })
  }
}
