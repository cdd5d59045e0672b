/**
 * Where a photo could not be loaded (never loaded before, and offline now): its grey frame
 * stays empty instead of showing the browser's broken-image icon. Named `label` where the photo
 * had a name, hidden from assistive technology where it was decoration.
 */
export function MissingPhoto({ label }: { label?: string }) {
  if (!label) return null
  return <span role="img" aria-label={label} className="block size-full" />
}
