/**
 * Seen like and bookmark as offline-capable toggles (docs/architecture/api.md#idempotency,
 * docs/architecture/offline.md): POST /api/seen/like `{seenShortName, like}` and /api/seen/bookmark
 * `{seenShortName, bookmark}` with the desired state, so a replay cannot flip it back. The target
 * is the Seen's short name.
 */
import { defineOfflineMutation } from '~/lib/offline'
import { toggleBookmarkResponse, toggleLikeResponse } from '~/shared/schemas/seen'
import { setSeenReaction } from './reaction-cache'

export const seenLikeKind = defineOfflineMutation({
  kind: 'seens.like',
  policy: 'toggle',
  request: ({ desired }, seenShortName) => ({
    method: 'post',
    path: '/api/seen/like',
    body: { seenShortName, like: desired },
  }),
  response: toggleLikeResponse,
  apply: (client, { desired }, seenShortName) =>
    setSeenReaction(client, seenShortName, 'like', desired),
  settle: (client, answer, _payload, seenShortName) =>
    setSeenReaction(client, seenShortName, 'like', answer.isLiked, answer.likeCount),
})

export const seenBookmarkKind = defineOfflineMutation({
  kind: 'seens.bookmark',
  policy: 'toggle',
  request: ({ desired }, seenShortName) => ({
    method: 'post',
    path: '/api/seen/bookmark',
    body: { seenShortName, bookmark: desired },
  }),
  response: toggleBookmarkResponse,
  apply: (client, { desired }, seenShortName) =>
    setSeenReaction(client, seenShortName, 'bookmark', desired),
  settle: (client, answer, _payload, seenShortName) =>
    setSeenReaction(client, seenShortName, 'bookmark', answer.isBookmarked, answer.bookmarkCount),
})
