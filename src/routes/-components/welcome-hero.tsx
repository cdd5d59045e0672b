import { Link } from '@tanstack/react-router'
import { ArrowRight, CirclePlus } from 'lucide-react'
import { registerHref } from '~/features/session/links'
import { logInOnClick } from '~/features/session/logout'
import { useSession } from '~/features/session/queries'
import { WELCOME_CLASS, WELCOME_TEXT } from './welcome-text'

export function WelcomeHero() {
  const session = useSession()
  return (
    <section aria-labelledby="welcome-title" className={WELCOME_CLASS.hero}>
      <p className={WELCOME_CLASS.kicker}>{WELCOME_TEXT.kicker}</p>
      <h1 id="welcome-title" className={WELCOME_CLASS.title}>
        {WELCOME_TEXT.title}
      </h1>
      <p className={WELCOME_CLASS.intro}>{WELCOME_TEXT.intro}</p>
      <div className={WELCOME_CLASS.actions}>
        <Link to="/seen_list" className="btn-primary">
          {WELCOME_TEXT.browse}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
        <Link to="/makeseen" className="btn-secondary">
          <CirclePlus aria-hidden="true" className="size-4" />
          {WELCOME_TEXT.make}
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
