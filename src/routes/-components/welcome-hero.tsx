import { Link } from '@tanstack/react-router'
import { ArrowRight, CirclePlus } from 'lucide-react'
import { registerHref } from '~/features/session/links'
import { logInOnClick } from '~/features/session/logout'
import { useSession } from '~/features/session/queries'

export function WelcomeHero() {
  const session = useSession()
  return (
    <section aria-labelledby="welcome-title" className="flex flex-col gap-6">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">
        Photos of the moments you share
      </p>
      <h1
        id="welcome-title"
        className="max-w-3xl text-4xl font-extrabold tracking-tight text-balance text-zinc-900 sm:text-5xl dark:text-white"
      >
        Every photo of your event, in one place
      </h1>
      <p className="max-w-2xl text-lg text-pretty text-zinc-700 dark:text-zinc-300">
        A host makes a Seen for a wedding, a concert, a conference or a family gathering. Everyone
        who is there posts their photos to it, and everyone can relive it together.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Link to="/seen_list" className="btn-primary">
          Browse Seens
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
        <Link to="/makeseen" className="btn-secondary">
          <CirclePlus aria-hidden="true" className="size-4" />
          Make a Seen
        </Link>
        {session.status === 'guest' && (
          <a href={registerHref('/')} onClick={logInOnClick} className="link px-2">
            Create an account
          </a>
        )}
      </div>
    </section>
  )
}
