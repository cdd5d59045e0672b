/**
 * The appearance like as an offline-capable toggle (docs/architecture/offline.md): optimistic,
 * coalesced, replayed.
 */
import { defineOfflineMutation } from '~/lib/offline'
import { likeAppearanceResponse } from '~/shared/schemas/appearance'
import { patchAppearanceEverywhere, withLike } from './cache'

export const appearanceLikeKind = defineOfflineMutation({
  kind: 'appearances.like',
  policy: 'toggle',
  request: ({ desired }, appearanceShortName) => ({
    method: 'post',
    path: '/api/appearance/like',
    body: { appearanceShortName, like: desired },
  }),
  response: likeAppearanceResponse,
  apply: (client, { desired }, appearanceShortName) =>
    patchAppearanceEverywhere(client, appearanceShortName, withLike(desired)),
  settle: (client, answer, _payload, appearanceShortName) =>
    patchAppearanceEverywhere(
      client,
      appearanceShortName,
      withLike(answer.isLiked, answer.likeCount),
    ),
})
