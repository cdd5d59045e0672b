import { lazyNamed } from '~/components/lazy-dialog'

// The Messages page draws none of its dialogs at first: each loads on its first open (the new
// message form earlier, when the pointer or focus reaches its button).
export const LazyNewMessageDialog = lazyNamed(
  () => import('./new-message-dialog'),
  'NewMessageDialog',
)
export const LazyMessageDetailDialog = lazyNamed(
  () => import('./message-detail-dialog'),
  'MessageDetailDialog',
)
export const LazyGroupMessageDialog = lazyNamed(
  () => import('./group-message-dialog'),
  'GroupMessageDialog',
)
