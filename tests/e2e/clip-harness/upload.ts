/**
 * A page for bench/video-upload.ts only (never part of the app's build): the outbox's real clip
 * uploader, served by the app's own server so that its relative URLs and session cookie are the
 * app's, called on the file the bench picked in the page's input.
 */
import { CommunicationError } from '~/lib/api'
import { uploadClip } from '~/lib/offline/clip-upload'

export type UploadOutcome =
  | { ok: true; id: string }
  | { ok: false; status: number; name: string; message: string }

declare global {
  interface Window {
    /** uploadClip of the picked file for Seen `seenShortName`, as outbox entry `key` sends it. */
    uploadPickedClip(key: string, seenShortName: string): Promise<UploadOutcome>
  }
}

window.uploadPickedClip = async (key, seenShortName) => {
  const file = document.querySelector('input')?.files?.[0]
  if (!file) return { ok: false, status: -1, name: 'Error', message: 'no file picked' }
  const clip = {
    file,
    contentType: file.type || 'video/mp4',
    seenShortName,
    recordField: 'createAppearanceRecord',
  }
  try {
    return { ok: true, id: await uploadClip(clip, key) }
  } catch (error) {
    const status = error instanceof CommunicationError ? error.status : -1
    return { ok: false, status, name: (error as Error).name, message: (error as Error).message }
  }
}
