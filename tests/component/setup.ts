// jsdom does not scroll; the router's scroll restoration calls window.scrollTo on navigation.
window.scrollTo = () => undefined

// In the app the lazily loaded Toaster says when it listens; tests render their own Toaster.
import { markToasterMounted } from '~/lib/notify'

markToasterMounted()
