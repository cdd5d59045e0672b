/**
 * Every offline-capable mutation kind, imported at start-up so that actions queued before a
 * reload are replayed before the feature's route code loads (see `src/lib/offline/index.ts`).
 * One line per kind module.
 */
import '~/features/appearances/moderation/approval-kind'
import '~/features/appearances/clips/clip-post-kind'
import '~/features/appearances/form/edit-kind'
import '~/features/appearances/list/like-kind'
import '~/features/appearances/moderation/moderation-kinds'
import '~/features/appearances/form/post-kind'
import '~/features/membership/respond-kind'
import '~/features/messaging/message-outbox'
import '~/features/people/follow-kind'
import '~/features/seens/reaction-kinds'
