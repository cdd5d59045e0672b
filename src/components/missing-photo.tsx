import { ImageOff } from 'lucide-react'

const STAND_IN = 'grid size-full place-items-center text-zinc-500 dark:text-zinc-400'

/**
 * Where a photo could not be loaded (never loaded before, and offline now): a quiet stand-in,
 * named `label`, or hidden from assistive technology where the photo was decoration.
 */
export function MissingPhoto({ label }: { label?: string }) {
  const icon = <ImageOff aria-hidden="true" className="size-6" />
  if (!label) {
    return (
      <span aria-hidden="true" className={STAND_IN}>
        {icon}
      </span>
    )
  }
  return (
    <span role="img" aria-label={label} className={STAND_IN}>
      {icon}
    </span>
  )
}
