import { Link } from '@tanstack/react-router'
import { Aperture } from 'lucide-react'

/** The Seen logo, linking to the welcome page. */
export function Brand({ compact = false }: { compact?: boolean }) {
  return (
    <Link
      to="/"
      title={compact ? 'Seen' : undefined}
      className="flex items-center gap-2 rounded-xl px-2 py-1 text-xl font-bold tracking-tight text-zinc-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-white dark:focus-visible:outline-brand-300"
    >
      <span className="grid size-9 place-items-center rounded-xl bg-brand-700 text-white shadow-sm">
        <Aperture aria-hidden="true" className="size-5" />
      </span>
      <span className={compact ? 'sr-only' : ''}>Seen</span>
    </Link>
  )
}
