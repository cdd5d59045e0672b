/**
 * docs/product.md#validation autocomplete in text: '#' (tags, fetched) or '@' (mentions, a fixed
 * placeholder list) followed by a letter, then letters, digits, '_' or '-'. Suggestions start once
 * the token is at least 4 characters long, trigger included ("#par").
 */
export const TRIGGER_MIN_LENGTH = 4

/**
 * docs/product.md#validation: '@' mentions in the appearance form use this fixed placeholder list.
 */
export const MENTION_PLACEHOLDERS = [
  'everyone',
  'host',
  'organizer',
  'photographer',
  'friends',
  'family',
  'guests',
] as const

export interface TextTrigger {
  trigger: '#' | '@'
  /** The text after the trigger, as typed. */
  query: string
  /** Index of the trigger character. */
  start: number
  /** Index just after the token (the caret). */
  end: number
}

const TOKEN = /(?:^|[^\p{L}\p{N}_&#@/-])([#@])(\p{L}[\p{L}\p{N}_-]*)$/u

/** The token being typed at the caret, when it is a trigger long enough to suggest for. */
export function findTrigger(text: string, caret: number): TextTrigger | null {
  const match = TOKEN.exec(text.slice(0, caret))
  const trigger = match?.[1]
  const query = match?.[2]
  if (!match || !query || (trigger !== '#' && trigger !== '@')) return null
  if (query.length + 1 < TRIGGER_MIN_LENGTH) return null
  return { trigger, query, start: caret - query.length - 1, end: caret }
}

/** Replace the token with the picked suggestion and one space; returns the text and new caret. */
export function applySuggestion(text: string, at: TextTrigger, suggestion: string) {
  const rest = text.slice(at.end)
  const token = `${at.trigger}${suggestion}`
  const spaced = /^\s/.test(rest) ? token : `${token} `
  return {
    text: text.slice(0, at.start) + spaced + rest,
    caret: at.start + token.length + 1,
  }
}

export const mentionSuggestions = (query: string) =>
  MENTION_PLACEHOLDERS.filter((name) => name.startsWith(query.toLowerCase()))
