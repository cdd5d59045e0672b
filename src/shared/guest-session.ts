/**
 * The request header with which the app asks `GET /bff/user` for a guest session (the
 * `seen_guest` cookie) when the answer is "guest": sent only right before a guest's appearance
 * is uploaded, so a guest who only browses gets no cookie.
 */
export const GUEST_SESSION_HEADER = 'X-Guest-Session'

/**
 * Sent with every action a guest's outbox sends (`X-Guest-Sender: 1`). Someone may sign in on
 * the browser between the check that it is still the guest's and the request: the server then
 * refuses the action (409, nothing done) instead of posting the guest's photo as theirs, and
 * it waits in the guest's outbox.
 */
export const GUEST_SENDER_HEADER = 'X-Guest-Sender'
