import { randomInt } from 'node:crypto'

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
export const SHORT_NAME_LENGTH = 12

/** A random, URL-safe, unguessable Seen short name: 12 base62 characters (~71 bits). */
export function newShortName(): string {
  let name = ''
  for (let i = 0; i < SHORT_NAME_LENGTH; i++) name += ALPHABET[randomInt(ALPHABET.length)]
  return name
}

/** What a short name in a path or body may look like; anything else cannot exist. */
export const SHORT_NAME_PATTERN = /^[A-Za-z0-9_-]{10,64}$/
