import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Images, Printer } from 'lucide-react'
import { seenDetailQueryOptions } from '~/features/seens/detail-queries'
import { LazyQrCode } from '~/features/share/components/lazy-qr-code'
import { DEMO_GUEST_SEEN_SHORT_NAME } from '~/shared/demo-seen'
import { SHARE_TEXT, seenLink } from '~/shared/share'

export const WELCOME_DEMO_TEXT = {
  title: 'Try it as a guest',
  body: (seenName: string) =>
    `“${seenName}” is a demo Seen open to everyone. Scan the code with your phone, pick a few photos and send them: no app, no account.`,
  open: 'Open the demo Seen',
  poster: 'See its poster',
} as const

/**
 * The demo's guest Seen, for a newcomer to try the guest flow at once: its QR code, the Seen and
 * its printable poster. Shown only where the demo content exists and the Seen takes photos now.
 */
export function WelcomeDemo() {
  const { data: seen } = useQuery(seenDetailQueryOptions(DEMO_GUEST_SEEN_SHORT_NAME))
  if (!seen?.canPostAppearance) return null
  const search = { shortname: seen.shortName }
  return (
    <section
      aria-labelledby="welcome-demo-title"
      className="card flex flex-col items-center gap-6 sm:flex-row sm:items-center"
    >
      <div className="flex flex-col gap-3">
        <h2 id="welcome-demo-title" className="text-2xl font-bold text-zinc-900 dark:text-white">
          {WELCOME_DEMO_TEXT.title}
        </h2>
        <p className="max-w-prose text-zinc-700 dark:text-zinc-300">
          {WELCOME_DEMO_TEXT.body(seen.seenName)}
        </p>
        <div className="flex flex-wrap gap-3">
          <Link to="/seen" search={search} className="btn-primary">
            <Images aria-hidden="true" className="size-4" />
            {WELCOME_DEMO_TEXT.open}
          </Link>
          <Link to="/seen_poster" search={search} className="btn-secondary">
            <Printer aria-hidden="true" className="size-4" />
            {WELCOME_DEMO_TEXT.poster}
          </Link>
        </div>
      </div>
      <LazyQrCode
        value={seenLink(window.location.origin, seen.shortName)}
        label={SHARE_TEXT.qrLabel(seen.seenName)}
        className="size-40 shrink-0 rounded-lg sm:order-first"
      />
    </section>
  )
}
