/**
 * "Save all" of Find my photos: the found photos go to the phone's share sheet with their files
 * where the browser can (the gallery, on most phones), else into a ZIP made on the device.
 */
import { zipSync } from 'fflate'
import type { ScanMatch } from './scan'

const extensionOf = (type: string) =>
  type === 'image/webp' ? 'webp' : type === 'image/png' ? 'png' : 'jpg'

async function filesOf(matches: readonly ScanMatch[]): Promise<File[]> {
  const files: File[] = []
  for (const [index, { photo }] of matches.entries()) {
    const res = await fetch(photo.fullPath)
    if (!res.ok) continue
    const blob = await res.blob()
    const name = `seen-${String(index + 1).padStart(3, '0')}.${extensionOf(blob.type)}`
    files.push(new File([blob], name, { type: blob.type }))
  }
  return files
}

/** Shares or downloads the matches' photos; resolves once the browser has them. */
export async function saveAll(matches: readonly ScanMatch[], zipName: string): Promise<void> {
  const files = await filesOf(matches)
  if (files.length === 0) return
  if (navigator.canShare?.({ files })) {
    try {
      await navigator.share({ files })
      return
    } catch (error) {
      // Closing the share sheet is the person's choice; anything else falls back to the ZIP.
      if (error instanceof DOMException && error.name === 'AbortError') return
    }
  }
  const entries: Record<string, Uint8Array> = {}
  for (const file of files) entries[file.name] = new Uint8Array(await file.arrayBuffer())
  // Photos are already compressed: stored as they are.
  const zip = zipSync(entries, { level: 0 })
  const url = URL.createObjectURL(new Blob([zip], { type: 'application/zip' }))
  const link = document.createElement('a')
  link.href = url
  link.download = zipName
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
