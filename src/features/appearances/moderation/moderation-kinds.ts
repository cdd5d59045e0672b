/**
 * The host's moderation through the outbox (docs/decisions/113-moderation-offline.md): removing a
 * photo, blocking its poster and unblocking work offline too. The page shows each at once; the
 * outbox sends it once when the connection allows; a refusal puts back what was shown, with the
 * server's words in the failed actions.
 */
import type { QueryClient } from '@tanstack/react-query'
import { seenKeys } from '~/features/seens/queries'
import { notify } from '~/lib/notify'
import { defineOfflineMutation } from '~/lib/offline'
import { MODERATION_MSG } from '~/shared/moderation-messages'
import type { Appearance } from '~/shared/schemas/appearance'
import {
  type BlockedPoster,
  blockPosterResponse,
  removeAppearanceResponse,
  unblockPosterResponse,
} from '~/shared/schemas/moderation'
import { removeAppearance } from '../list/cache'
import { appearanceKeys } from '../list/queries'
import { posterBlockKeys } from './poster-block-queries'

const path = (part: string) => encodeURIComponent(part)

const reloadSeen = (client: QueryClient, seenShortName: string) => {
  void client.invalidateQueries({ queryKey: appearanceKeys.lists(seenShortName) })
  void client.invalidateQueries({ queryKey: seenKeys.detail(seenShortName) })
}

/** Newest first, as the server lists them; one entry per block. */
function withBlock(list: BlockedPoster[] | undefined, block: BlockedPoster) {
  if (!list) return list
  const others = list.filter((item) => item.id !== block.id)
  return [...others, block].sort((a, b) => b.blockedDate.localeCompare(a.blockedDate))
}

/** Target: the appearance's short name; payload: the appearance as shown (to put it back). */
export const appearanceRemoveKind = defineOfflineMutation<
  { before: Appearance },
  typeof removeAppearanceResponse
>({
  kind: 'appearances.remove',
  policy: 'ordered',
  request: (_payload, appearanceShortName) => ({
    method: 'post',
    path: `/api/appearance/remove/${path(appearanceShortName)}`,
    body: {},
  }),
  response: removeAppearanceResponse,
  apply: (client, { before }) =>
    removeAppearance(client, before.seenShortName, before.appearanceShortName),
  rollback: (client, { before }) => {
    reloadSeen(client, before.seenShortName)
    notify.error(MODERATION_MSG.removeFailed)
  },
  settle: (client, _answer, { before }) => {
    notify.success(MODERATION_MSG.removed)
    reloadSeen(client, before.seenShortName)
  },
})

/** Target: the short name of the appearance whose poster is blocked. */
export const posterBlockKind = defineOfflineMutation<
  { seenShortName: string; displayName: string },
  typeof blockPosterResponse
>({
  kind: 'appearances.block-poster',
  policy: 'ordered',
  request: (_payload, appearanceShortName) => ({
    method: 'post',
    path: `/api/appearance/block/${path(appearanceShortName)}`,
    body: {},
  }),
  response: blockPosterResponse,
  // Nothing shows before the server names the block; the card says it is waiting to send.
  apply: () => undefined,
  rollback: () => notify.error(MODERATION_MSG.blockFailed),
  settle: (client, { blockedPoster }, { seenShortName, displayName }) => {
    notify.success(MODERATION_MSG.blocked(displayName))
    client.setQueryData<BlockedPoster[]>(posterBlockKeys.seen(seenShortName), (list) =>
      withBlock(list, blockedPoster),
    )
    void client.invalidateQueries({ queryKey: seenKeys.detail(seenShortName) })
  },
})

/** Target: the block's id; payload: the block as listed (to put it back after a refusal). */
export const posterUnblockKind = defineOfflineMutation<
  { before: BlockedPoster },
  typeof unblockPosterResponse
>({
  kind: 'appearances.unblock-poster',
  policy: 'ordered',
  request: (_payload, blockId) => ({
    method: 'post',
    path: '/api/seen/blocked-posters/unblock',
    body: { blockId },
  }),
  response: unblockPosterResponse,
  apply: (client, { before }) =>
    client.setQueryData<BlockedPoster[]>(posterBlockKeys.seen(before.seenShortName), (list) =>
      list?.filter((item) => item.id !== before.id),
    ),
  rollback: (client, { before }) => {
    client.setQueryData<BlockedPoster[]>(posterBlockKeys.seen(before.seenShortName), (list) =>
      withBlock(list, before),
    )
    notify.error(MODERATION_MSG.unblockFailed)
  },
  settle: (_client, _answer, { before }) =>
    notify.success(MODERATION_MSG.unblocked(before.displayName)),
})
