/**
 * A new account is greeted once on the page registering returns to: the server sets this
 * short-lived cookie (readable by the page, no secret in it) with the session, and the app
 * shows the greeting and clears it.
 */
export const WELCOME_COOKIE = 'seen_welcome'
export const WELCOME_COOKIE_MAX_AGE_S = 300

export const WELCOME_TEXT = {
  greeting: (displayName: string) => `Welcome to Seen, ${displayName}! Your account is ready.`,
} as const
