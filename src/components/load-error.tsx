interface LoadErrorProps {
  message: string
  onRetry: () => void
}

/** A failed first load: the docs/product.md#error-texts message and a way to try again. */
export function LoadError({ message, onRetry }: LoadErrorProps) {
  return (
    <div role="alert" className="card mt-6 flex flex-wrap items-center justify-between gap-4">
      <p className="text-zinc-800 dark:text-zinc-200">{message}</p>
      <button type="button" className="btn-secondary" onClick={onRetry}>
        Try again
      </button>
    </div>
  )
}
