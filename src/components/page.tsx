import type { ReactNode } from 'react'

interface PageProps {
  title: string
  children?: ReactNode
}

/** A page's frame: centred column with its h1 title. */
export function Page({ title, children }: PageProps) {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 xs:px-6 lg:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-zinc-900 sm:text-3xl dark:text-white">
        {title}
      </h1>
      {children}
    </div>
  )
}
