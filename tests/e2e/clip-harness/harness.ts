/**
 * A page for tests/e2e/clip-reduction.spec.ts and bench/video.bench.ts only (never part of the
 * app's build): the real prepareClip and its worker, built by Vite, called on a clip the test
 * serves, and what came out of it read back by this browser.
 */
import { ClipRefused, prepareClip } from '~/features/appearances/clips/prepare-clip'

export interface ReductionSummary {
  seconds: number
  bytesIn: number
  bytesOut: number
  contentType: string
  reduced: boolean
  width: number
  height: number
  durationMs: number
  poster: { type: string; width: number; height: number }
  progress: { count: number; last: number; ordered: boolean }
  /** The reduced clip in this browser's own player. */
  played: { readyState: number; seconds: number; width: number; height: number }
  /** The clip's bytes, base64, when asked for (small clips only). */
  base64: string | null
}

export type ReductionOutcome =
  | { ok: true; summary: ReductionSummary }
  | { ok: false; name: string; message: string }

declare global {
  interface Window {
    reduceClip(
      url: string,
      name: string,
      options?: { abortAt?: number; bytes?: boolean },
    ): Promise<ReductionOutcome>
  }
}

async function play(clip: Blob) {
  const video = document.createElement('video')
  video.muted = true
  const url = URL.createObjectURL(clip)
  try {
    const loaded = new Promise((resolve, reject) => {
      video.onloadeddata = resolve
      video.onerror = () => reject(new Error('the reduced clip does not play'))
    })
    video.src = url
    await loaded
    return {
      readyState: video.readyState,
      seconds: video.duration,
      width: video.videoWidth,
      height: video.videoHeight,
    }
  } finally {
    URL.revokeObjectURL(url)
  }
}

async function base64Of(blob: Blob) {
  const bytes = new Uint8Array(await blob.arrayBuffer())
  let text = ''
  for (let i = 0; i < bytes.length; i += 0x8000) {
    text += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  }
  return btoa(text)
}

window.reduceClip = async (url, name, options = {}) => {
  const blob = await (await fetch(url)).blob()
  const file = new File([blob], name, { type: blob.type })
  const progress: number[] = []
  const controller = new AbortController()
  const started = performance.now()
  try {
    const prepared = await prepareClip(file, {
      signal: controller.signal,
      onProgress: (fraction) => {
        progress.push(fraction)
        if (options.abortAt !== undefined && fraction >= options.abortAt) controller.abort()
      },
    })
    const seconds = (performance.now() - started) / 1000
    const poster = await createImageBitmap(prepared.poster)
    return {
      ok: true,
      summary: {
        seconds,
        bytesIn: file.size,
        bytesOut: prepared.clip.size,
        contentType: prepared.contentType,
        reduced: prepared.reduced,
        width: prepared.width,
        height: prepared.height,
        durationMs: prepared.durationMs,
        poster: { type: prepared.poster.type, width: poster.width, height: poster.height },
        progress: {
          count: progress.length,
          last: progress.at(-1) ?? 0,
          ordered: progress.every((p, i) => i === 0 || p >= (progress[i - 1] ?? 0)),
        },
        played: await play(prepared.clip),
        base64: options.bytes ? await base64Of(prepared.clip) : null,
      },
    }
  } catch (error) {
    const name = error instanceof ClipRefused ? 'ClipRefused' : (error as Error).name
    return { ok: false, name, message: (error as Error).message }
  }
}
