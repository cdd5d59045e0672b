import { useQuery } from '@tanstack/react-query'
import { myProfileQuery } from '~/features/people/queries'
import { useSession } from '~/features/session/queries'
import { SLIDESHOW } from '~/shared/constants'
import { SHOW_ALL, type SlideshowShow } from './slides'

/**
 * The signed-in user's slideshow settings (docs/product.md#records profile); the defaults for
 * guests.
 */
export function useSlideshowSettings(): { speedSeconds: number; show: SlideshowShow } {
  const session = useSession()
  const { data } = useQuery({ ...myProfileQuery(), enabled: session.status === 'authenticated' })
  if (!data) return { speedSeconds: SLIDESHOW.speedDefaultSeconds, show: SHOW_ALL }
  return {
    speedSeconds: data.slideshowSpeedSeconds,
    show: {
      name: data.slideshowShowName,
      headline: data.slideshowShowHeadline,
      caption: data.slideshowShowCaption,
      location: data.slideshowShowLocation,
      sponsor: data.slideshowShowSponsor,
      date: data.slideshowShowDate,
    },
  }
}
