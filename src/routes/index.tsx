import { createFileRoute } from '@tanstack/react-router'
import { Suspense } from 'react'
import { lazyNamed } from '~/components/lazy-dialog'
import { WelcomeFeatures } from './-components/welcome-features'
import { WelcomeHero } from './-components/welcome-hero'
import { WelcomeModeration } from './-components/welcome-moderation'
import { WELCOME_CLASS } from './-components/welcome-text'

// The demo's query and QR code stay out of the welcome page's first download.
const WelcomeDemo = lazyNamed(() => import('./-components/welcome-demo'), 'WelcomeDemo')

export const Route = createFileRoute('/')({
  component: Welcome,
})

/** docs/product.md#screens: explains the product and links to the list and to Make a Seen. */
function Welcome() {
  return (
    <div className={WELCOME_CLASS.page}>
      <WelcomeHero />
      <WelcomeFeatures />
      <WelcomeModeration />
      {/* Last: it appears after the first paint, and nothing below it can be pushed down. */}
      <Suspense fallback={null}>
        <WelcomeDemo />
      </Suspense>
    </div>
  )
}
