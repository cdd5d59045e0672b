import { toast } from 'sonner'
import { TOASTS } from '~/shared/constants'
import { CommunicationError, getErrorMessage } from './api'

/**
 * Toasts with SPEC §9 durations (success 2 s, error and blank 4 s; loading stays until it is
 * replaced). Other kinds use the Toaster's 3 s default.
 */
export const notify = {
  success: (message: string) => toast.success(message, { duration: TOASTS.successMs }),
  error: (message: string) => toast.error(message, { duration: TOASTS.errorMs }),
  message: (message: string) => toast(message, { duration: TOASTS.blankMs }),
  loading: (message: string) => toast.loading(message),
}

/**
 * The text of an error toast: the server's own messages when it sent any (SPEC §8), else the
 * caller's fallback (a SPEC §8 string), else the error's message.
 */
export function errorToastText(error: unknown, fallback?: string): string {
  if (error instanceof CommunicationError && error.fromServer) return error.message
  return fallback ?? getErrorMessage(error)
}

export function notifyError(error: unknown, fallback?: string) {
  return notify.error(errorToastText(error, fallback))
}
