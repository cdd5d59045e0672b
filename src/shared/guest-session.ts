/**
 * The request header with which the app asks `GET /bff/user` for a guest session (the
 * `seen_guest` cookie) when the answer is "guest": sent only right before a guest's appearance
 * is uploaded, so a guest who only browses gets no cookie.
 */
export const GUEST_SESSION_HEADER = 'X-Guest-Session'

/**
 * Sent with every request a guest's outbox makes (`X-Guest-Sender: 1`): the server answers it as
 * a guest's, ignoring a user's session cookie the browser may hold by then (the guest signed up
 * or logged in with photos still queued). So what a guest queued goes as the guest, never as
 * the account, and goes while someone is signed in instead of waiting for a logout.
 */
export const GUEST_SENDER_HEADER = 'X-Guest-Sender'

/** The Seen types anyone may post to, guests included: 1 and 4 (docs/product.md#seen-types). */
export const takesGuestPhotos = (accessibilityType: number) =>
  accessibilityType === 1 || accessibilityType === 4
