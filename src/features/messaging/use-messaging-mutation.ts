import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query'
import { CommunicationError } from '~/lib/api'
import { errorToastText, notify } from '~/lib/notify'
import { MESSAGING_MSG } from '~/shared/messaging-messages'

export interface MessagingMutationSpec<V, R> {
  call: (variables: V) => Promise<R>
  /** docs/product.md#error-texts success toast, if any. */
  success?: string | ((variables: V, result: R) => string)
  /** docs/product.md#error-texts failure fallback when the server sent no message of its own. */
  failure: string
  /** What was being done, for 'An error occurred while ...' on an unexpected exception. */
  doing: string
  /** Query keys to refetch after success. */
  invalidate: QueryKey[]
  onSuccess?: (result: R, variables: V) => void
}

/**
 * docs/product.md#error-texts toasts for a messaging action: the server's message, else the
 * product's fallback; an exception that is not a failed call reads 'An error occurred while …'.
 */
export function messagingErrorText(error: unknown, failure: string, doing: string): string {
  if (error instanceof CommunicationError) return errorToastText(error, failure)
  return MESSAGING_MSG.errorWhile(doing)
}

/**
 * One messaging mutation with its docs/product.md#error-texts toasts and the lists it refreshes.
 */
export function useMessagingMutation<V, R>(spec: MessagingMutationSpec<V, R>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: spec.call,
    onSuccess: async (result, variables) => {
      if (spec.success) {
        notify.success(
          typeof spec.success === 'string' ? spec.success : spec.success(variables, result),
        )
      }
      spec.onSuccess?.(result, variables)
      await Promise.all(spec.invalidate.map((queryKey) => client.invalidateQueries({ queryKey })))
    },
    onError: (error) => notify.error(messagingErrorText(error, spec.failure, spec.doing)),
  })
}
