import { lazyNamed } from '~/components/lazy-dialog'

// The Seen page draws none of these at first: each loads when it opens, or earlier when the
// pointer or focus arrives on what opens it.
export const LazyAppearanceForm = lazyNamed(
  () => import('../form/appearance-form'),
  'AppearanceForm',
)
export const LazyImageZoom = lazyNamed(() => import('./image-zoom'), 'ImageZoom')
export const LazySlideshow = lazyNamed(() => import('../slideshow/slideshow'), 'Slideshow')
