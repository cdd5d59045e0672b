import { useEffect, useState } from 'react'
import { useOnline } from '../offline/connectivity'

/**
 * Whether the photo at `src` failed to load (a photo never loaded, offline), and the handler
 * that says so. A failure is forgotten when the address changes or the connection comes back,
 * so the photo is tried again then, instead of the browser's broken-image icon staying.
 */
export function useImageFailure(src: string | undefined) {
  const online = useOnline()
  const [failed, setFailed] = useState<string | undefined>(undefined)
  useEffect(() => {
    if (online) setFailed(undefined)
  }, [online])
  return {
    failed: src !== undefined && failed === src,
    onError: () => setFailed(src),
  }
}
