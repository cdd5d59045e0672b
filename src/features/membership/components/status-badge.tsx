const TONE = {
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200',
  positive: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-200',
  negative: 'bg-zinc-200 text-zinc-800 dark:bg-zinc-700 dark:text-zinc-100',
} as const

export type StatusTone = keyof typeof TONE

/** A small status pill (docs/product.md#states invitation and join-request statuses). */
export function StatusBadge({ label, tone }: { label: string; tone: StatusTone }) {
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONE[tone]}`}>
      {label}
    </span>
  )
}
