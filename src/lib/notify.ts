import { TOASTS } from '~/shared/constants'
import { CommunicationError, getErrorMessage } from './api'

type Sonner = typeof import('sonner')

// Page-wide: the one Toaster mounts once per document, whoever is signed in.
let toasterMounted: () => void = () => {}
const mounted = new Promise<void>((resolve) => {
  toasterMounted = resolve
})

/** Called by the Toaster once it listens: toasts raised before then wait instead of vanishing. */
export function markToasterMounted() {
  toasterMounted()
}

/**
 * sonner loads after the first paint (it is not needed to show a page); a toast raised earlier
 * is shown as soon as the Toaster is there.
 */
export function show(raise: (sonner: Sonner) => void) {
  void mounted.then(() => import('sonner')).then(raise)
}

/**
 * Toasts with docs/product.md#constants durations (success 2 s, error and blank 4 s; loading stays
 * until it is replaced). Other kinds use the Toaster's 3 s default.
 */
export const notify = {
  success: (message: string) =>
    show(({ toast }) => toast.success(message, { duration: TOASTS.successMs })),
  error: (message: string) =>
    show(({ toast }) => toast.error(message, { duration: TOASTS.errorMs })),
  message: (message: string) => show(({ toast }) => toast(message, { duration: TOASTS.blankMs })),
  loading: (message: string) => show(({ toast }) => toast.loading(message)),
  /** A question with one action button; it leaves on its own, so it never blocks anything. */
  offer: (message: string, label: string, onAction: () => void) =>
    show(({ toast }) =>
      toast(message, { duration: TOASTS.offerMs, action: { label, onClick: onAction } }),
    ),
}

/**
 * The text of an error toast: the server's own messages when it sent any
 * (docs/product.md#error-texts), else the caller's fallback (a docs/product.md#error-texts string),
 * else the error's message.
 */
export function errorToastText(error: unknown, fallback?: string): string {
  if (error instanceof CommunicationError && error.fromServer) return error.message
  return fallback ?? getErrorMessage(error)
}

export function notifyError(error: unknown, fallback?: string) {
  notify.error(errorToastText(error, fallback))
}
