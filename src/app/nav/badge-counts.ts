export interface BadgeCounts {
  /** Unread messages (GET /api/messaging/unread-count). */
  unread: number
  /** Pending invitations not past their expiry (docs/product.md#states). */
  pendingInvitations: number
}

/** What the navigation shows before the first poll has answered. */
export const NO_BADGES: BadgeCounts = { unread: 0, pendingInvitations: 0 }
