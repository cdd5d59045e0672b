import { type ReactNode, useId } from 'react'

export function FormSection({
  title,
  action,
  children,
}: {
  title: string
  action?: ReactNode
  children: ReactNode
}) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="card flex flex-col gap-4">
      <div className="flex items-center gap-2">
        <h2 id={id} className="text-lg font-semibold text-zinc-900 dark:text-white">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  )
}
