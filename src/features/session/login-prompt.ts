/**
 * A guest's tap on something only a signed-in user may do (Like, Bookmark, Follow) answers with
 * a small sheet that names it and offers Log in and Register, both coming back to where the tap
 * was. One sheet for the whole app (`LoginPromptHost` in the frame); any control opens it with
 * `askToLogIn(LOGIN_PROMPT_TEXT.likeSeen)`.
 */
import { useSyncExternalStore } from 'react'

export const LOGIN_PROMPT_TEXT = {
  likeSeen: 'Log in to like this Seen',
  bookmarkSeen: 'Log in to bookmark this Seen',
  likePhoto: 'Log in to like this photo',
  follow: (name: string) => `Log in to follow ${name}`,
  body: 'Log in or create an account: you come back right here afterwards.',
  logIn: 'Log in',
  register: 'Register',
  close: 'Close',
} as const

let asked: string | null = null
const listeners = new Set<() => void>()

function set(title: string | null) {
  asked = title
  for (const listener of listeners) listener()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** Opens the sheet with this title; it returns the guest to the page they are on now. */
export const askToLogIn = (title: string) => set(title)

export const closeLoginPrompt = () => set(null)

/** The open sheet's title, or null. */
export const useLoginPrompt = () =>
  useSyncExternalStore(
    subscribe,
    () => asked,
    () => null,
  )
