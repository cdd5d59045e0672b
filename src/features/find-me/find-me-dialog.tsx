import { Dialog } from '@base-ui/react/dialog'
import { useQueryClient } from '@tanstack/react-query'
import { ShieldCheck } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { SheetDialogContent } from '~/components/sheet-dialog'
import { Spinner } from '~/components/spinner'
import { notify } from '~/lib/notify'
import {
  forgetSelfie,
  readPhotoFaces,
  readSelfie,
  storePhotoFaces,
  storeSelfie,
} from '~/lib/offline/face-descriptors'
import type { FaceEngine } from './face-engine'
import { FIND_ME_TEXT as TEXT } from './find-me-text'
import { FoundPhotos } from './found-photos'
import { photosOfSeen } from './photos-of-seen'
import { type ScanDevice, type ScanProgress, scanPhotos } from './scan'
import { SelfiePicker } from './selfie-picker'
import { MATCH_THRESHOLD, similarity } from './similarity'

interface FindMeDialogProps {
  seenShortName: string
  seenName: string
  open: boolean
  onOpenChange: (open: boolean) => void
}

type Phase =
  | { step: 'ask' }
  | { step: 'loading' }
  | { step: 'scanning'; progress: ScanProgress; paused: boolean }
  | { step: 'done'; progress: ScanProgress; stopped: boolean }
  | { step: 'failed'; message: string }

/** The page's photo bytes: the network, else what the service worker saved; null when neither. */
async function fetchImage(path: string): Promise<Blob | null> {
  try {
    const res = await fetch(path)
    return res.ok ? await res.blob() : null
  } catch {
    return null
  }
}

/** Waits while the page is hidden, then for an idle moment (the scan yields between photos). */
function nextTurn(onPause: (paused: boolean) => void): Promise<void> {
  return new Promise((resolve) => {
    const go = () => {
      onPause(false)
      if (typeof requestIdleCallback === 'function')
        requestIdleCallback(() => resolve(), { timeout: 200 })
      else setTimeout(resolve, 0)
    }
    if (!document.hidden) return go()
    onPause(true)
    const visible = () => {
      if (document.hidden) return
      document.removeEventListener('visibilitychange', visible)
      go()
    }
    document.addEventListener('visibilitychange', visible)
  })
}

/**
 * "Find my photos" (issue 46, docs/decisions/185-find-me-on-device.md): the viewer gives a
 * selfie, the face finder runs in a worker on this device, and the Seen's photos they are in
 * show up best first while the scan goes on. Nothing about the face is sent: the selfie stays in
 * the page, its descriptor and the photos' in this device's IndexedDB.
 */
export function FindMeDialog({ seenShortName, seenName, open, onOpenChange }: FindMeDialogProps) {
  const client = useQueryClient()
  const [phase, setPhase] = useState<Phase>({ step: 'ask' })
  const [selfieUrl, setSelfieUrl] = useState<string | null>(null)
  const [remembered, setRemembered] = useState<Float32Array | null>(null)
  const engine = useRef<FaceEngine | null>(null)
  const stop = useRef<AbortController | null>(null)

  useEffect(() => {
    void readSelfie()
      .then((found) => setRemembered(found ?? null))
      .catch(() => undefined)
    return () => {
      stop.current?.abort()
      engine.current?.close()
    }
  }, [])
  useEffect(() => () => (selfieUrl ? URL.revokeObjectURL(selfieUrl) : undefined), [selfieUrl])

  const openEngine = async () => {
    if (engine.current) return engine.current
    const { openFaceEngine } = await import('./face-engine')
    engine.current = await openFaceEngine()
    return engine.current
  }

  const search = async (selfieOf: (faces: FaceEngine) => Promise<Float32Array | null>) => {
    stop.current?.abort()
    const controller = new AbortController()
    stop.current = controller
    setPhase({ step: 'loading' })
    let faces: FaceEngine
    try {
      faces = await openEngine()
    } catch {
      setPhase({ step: 'failed', message: TEXT.engineFailed })
      return
    }
    const selfie = await selfieOf(faces)
    if (!selfie) {
      setPhase({ step: 'failed', message: TEXT.noFace })
      return
    }
    setRemembered(selfie)
    let photos: Awaited<ReturnType<typeof photosOfSeen>>['photos']
    try {
      photos = (await photosOfSeen(client, seenShortName, controller.signal)).photos
    } catch {
      setPhase({ step: 'failed', message: TEXT.listFailed })
      return
    }
    // The notice shows while the scan waits for the page to be seen again, not only at the next photo.
    const pause = (paused: boolean) =>
      setPhase((now) => (now.step === 'scanning' ? { ...now, paused } : now))
    const device: ScanDevice = {
      facesIn: (image) => faces.facesIn(image),
      fetchImage,
      readFaces: readPhotoFaces,
      storeFaces: async (key, found) => {
        await storePhotoFaces(key, found)
      },
      turn: () => nextTurn(pause),
      similarity,
      threshold: MATCH_THRESHOLD,
    }
    const last = await scanPhotos(
      photos,
      selfie,
      device,
      (progress) => setPhase({ step: 'scanning', progress, paused: false }),
      controller.signal,
    )
    setPhase({ step: 'done', progress: last, stopped: controller.signal.aborted })
  }

  const pickSelfie = (file: File | undefined) => {
    if (!file) return
    setSelfieUrl(URL.createObjectURL(file))
    void search(async (faces) => {
      const descriptor = await faces.describeSelfie(file)
      if (descriptor) await storeSelfie(descriptor).catch(() => undefined)
      return descriptor
    })
  }

  const forget = async () => {
    stop.current?.abort()
    await forgetSelfie().catch(() => undefined)
    setRemembered(null)
    setSelfieUrl(null)
    setPhase({ step: 'ask' })
    notify.message(TEXT.forgotten)
  }

  const progress = phase.step === 'scanning' || phase.step === 'done' ? phase.progress : null
  const matches = progress?.matches ?? []

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <SheetDialogContent title={TEXT.title} closeLabel="Close" width="md">
        <div className="flex flex-col gap-4">
          <p className="flex items-start gap-2 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">
            <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {TEXT.privacy}
          </p>
          {phase.step === 'ask' || phase.step === 'failed' ? (
            <SelfiePicker
              onPick={pickSelfie}
              onSearchAgain={remembered ? () => void search(async () => remembered) : undefined}
              problem={phase.step === 'failed' ? phase.message : undefined}
            />
          ) : null}
          {selfieUrl && phase.step !== 'ask' ? (
            <img
              src={selfieUrl}
              alt={TEXT.selfieAlt}
              className="size-16 rounded-full object-cover"
            />
          ) : null}
          {phase.step === 'loading' ? (
            <div className="flex items-center gap-2 text-sm">
              <Spinner label={TEXT.loading} />
              <span aria-hidden="true">{TEXT.loading}</span>
            </div>
          ) : null}
          {progress ? (
            <div className="flex flex-wrap items-center gap-3">
              <p role="status" aria-live="polite" className="text-sm font-medium">
                {phase.step === 'done'
                  ? phase.stopped
                    ? `${TEXT.stopped} ${TEXT.progress(matches.length, progress.scanned, progress.total)}`
                    : TEXT.done(matches.length, progress.total)
                  : TEXT.progress(matches.length, progress.scanned, progress.total)}
              </p>
              {phase.step === 'scanning' ? (
                <button
                  type="button"
                  className="btn-secondary"
                  onClick={() => stop.current?.abort()}
                >
                  {TEXT.stop}
                </button>
              ) : null}
              {phase.step === 'scanning' && phase.paused ? (
                <p className="text-sm text-zinc-600 dark:text-zinc-400">{TEXT.paused}</p>
              ) : null}
              {progress.unreachable > 0 ? (
                <p className="text-sm text-amber-800 dark:text-amber-200">
                  {TEXT.unreachable(progress.unreachable)}
                </p>
              ) : null}
            </div>
          ) : null}
          {matches.length > 0 ? <FoundPhotos matches={matches} seenName={seenName} /> : null}
          {phase.step === 'done' ? (
            <button
              type="button"
              className="btn-secondary self-start"
              onClick={() => setPhase({ step: 'ask' })}
            >
              {TEXT.another}
            </button>
          ) : null}
          {remembered ? (
            <button
              type="button"
              className="self-start text-sm underline"
              onClick={() => void forget()}
            >
              {TEXT.forget}
            </button>
          ) : null}
        </div>
      </SheetDialogContent>
    </Dialog.Root>
  )
}
