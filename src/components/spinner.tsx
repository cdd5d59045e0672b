import { LoaderCircle } from 'lucide-react'

interface SpinnerProps {
  label?: string
  className?: string
}

/** An accessible busy indicator: announced as a status named "Loading" by default. */
export function Spinner({ label = 'Loading', className = '' }: SpinnerProps) {
  return (
    <div
      role="status"
      aria-label={label}
      className={`flex items-center justify-center ${className}`}
    >
      <LoaderCircle
        aria-hidden="true"
        className="size-6 animate-spin text-brand-700 dark:text-brand-300"
      />
    </div>
  )
}

/** The spinner shown while a page's data loads. */
export function PageSpinner() {
  return <Spinner className="py-16" />
}
