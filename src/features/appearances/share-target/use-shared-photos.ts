import { useCallback, useEffect, useState } from 'react'
import { clearSharedPhotos, readSharedPhotos } from '~/lib/offline'

export type SharedPhotos =
  | { status: 'loading' }
  | { status: 'ready'; photos: File[] }
  /** No IndexedDB here (a private window of some browsers): nothing can have been kept. */
  | { status: 'unavailable' }

/** The photos shared from the gallery and waiting on this device, and letting go of them. */
export function useSharedPhotos() {
  const [state, setState] = useState<SharedPhotos>({ status: 'loading' })
  useEffect(() => {
    let current = true
    readSharedPhotos().then(
      (photos) => current && setState({ status: 'ready', photos }),
      () => current && setState({ status: 'unavailable' }),
    )
    return () => {
      current = false
    }
  }, [])
  /** Forget them: queued for a Seen, or discarded. */
  const release = useCallback(async () => {
    // Queued already: a store that cannot be cleared must not fail the send (they would show
    // again on the next visit, to be discarded).
    await clearSharedPhotos().catch(() => undefined)
    setState({ status: 'ready', photos: [] })
  }, [])
  return { state, release }
}
