/**
 * The request header with which the app asks `GET /bff/user` for a guest session (the
 * `seen_guest` cookie) when the answer is "guest": sent only right before a guest's appearance
 * is uploaded, so a guest who only browses gets no cookie.
 */
export const GUEST_SESSION_HEADER = 'X-Guest-Session'
