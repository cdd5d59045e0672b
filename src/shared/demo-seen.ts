/**
 * The demo's guest Seen: live and open to anonymous posting, so a newcomer can try the guest
 * flow at once (scan its poster, pick photos, send). Its short name is fixed so the welcome page
 * can find it; it exists only where the demo content was created (never in production).
 */
export const DEMO_GUEST_SEEN_SHORT_NAME = 'try-it-as-a-guest'
