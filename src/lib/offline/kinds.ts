import type { QueryClient } from '@tanstack/react-query'
import type * as v from 'valibot'

/** The HTTP call an entry becomes; the outbox adds `Idempotency-Key: <entry id>`. */
export interface OutboxRequest {
  method: 'post' | 'put' | 'delete'
  path: string
  body: unknown
  /** A photo upload: sent with progress and a stall timeout instead of a deadline. */
  upload?: boolean
  /**
   * A clip to upload first (tus, `clip-upload.ts`); its upload's id then goes into the body as
   * `clipUploadId` of the object under `recordField`. Pages send these; the service worker leaves
   * them to a page.
   */
  clip?: ClipToUpload
}

/** A clip's bytes and where its finished upload's id goes in the request that follows. */
export interface ClipToUpload {
  file: Blob
  contentType: string
  seenShortName: string
  recordField: string
}

/** The payload of a toggle entry: the state to reach and the state before the first change. */
export interface ToggleState {
  desired: boolean
  initial: boolean
}

interface KindCommon<P, S extends v.GenericSchema> {
  /** Unique name, stored in entries (keep it stable across versions). */
  kind: string
  /** The call that performs the action. */
  request(payload: P, target: string): OutboxRequest
  /** Schema of the success answer (the envelope's payload). */
  response: S
  /**
   * Shows the action in the query cache at once. Must be idempotent: it is applied again when a
   * refetch brings older server data while the entry is still waiting.
   */
  apply(client: QueryClient, payload: P, target: string): void
  /** Writes the server's answer into the cache after a successful send. */
  settle?(client: QueryClient, answer: v.InferOutput<S>, payload: P, target: string): void
  /**
   * Whether a guest may queue it too (a guest's appearance post). A guest's outbox
   * takes only such kinds and sends them as that guest; by default a kind needs a signed-in user.
   */
  guests?: boolean
  /**
   * Sends take minutes (a clip's upload): its entries are sent in a lane of their own, beside
   * the others, so a like or a message queued meanwhile does not wait for one (outbox.ts).
   */
  bulk?: boolean
}

/**
 * Likes, bookmarks, follows: one entry per target holds the last desired state; it is dropped
 * when it comes back to where the server is. Rollback applies `initial` again.
 */
export interface ToggleKind<S extends v.GenericSchema = v.GenericSchema>
  extends KindCommon<ToggleState, S> {
  policy: 'toggle'
}

/** Messages and replies: every entry is sent, in creation order per kind. */
export interface OrderedKind<P = unknown, S extends v.GenericSchema = v.GenericSchema>
  extends KindCommon<P, S> {
  policy: 'ordered'
  /** Undoes `apply` after the server refused the action for good. */
  rollback(client: QueryClient, payload: P, target: string): void
}

// Methods (not function properties) keep kinds of any payload assignable to the registry's type.
export type OfflineMutationKind = ToggleKind | OrderedKind
const registry = new Map<string, OfflineMutationKind>()

/**
 * Declares an offline-capable mutation kind. Call it at module level in a small module that
 * `src/app/offline-kinds.ts` imports, so that queued entries can be replayed at start-up before the
 * feature's route code has loaded.
 */
export function defineOfflineMutation<S extends v.GenericSchema>(kind: ToggleKind<S>): ToggleKind<S>
export function defineOfflineMutation<P, S extends v.GenericSchema>(
  kind: OrderedKind<P, S>,
): OrderedKind<P, S>
export function defineOfflineMutation(kind: OfflineMutationKind): OfflineMutationKind {
  // The last declaration wins, so a module reloaded in development replaces its kind.
  registry.set(kind.kind, kind)
  return kind
}

export const kindOf = (name: string): OfflineMutationKind | undefined => registry.get(name)
