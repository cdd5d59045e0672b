/**
 * The page's session scope: whose data it shows and the state of its start. `session-scope.ts`
 * opens and closes it; this module stays small so that the first page's code (route guards,
 * loaders, queueing) can wait for a start without loading the restore and the outbox. Each scope
 * has start-up state of its own: a new one (log in, log out, a guest signing in) starts fresh,
 * and nothing of an earlier scope's start can hold it up.
 */
export class SessionScope {
  #username: string | null | undefined = undefined
  #close: (() => Promise<void>) | null = null
  #starting: Promise<void> | null = null
  #restoring: Promise<void> | null = null
  #markRestored: () => void = () => undefined

  /**
   * `opening`, when given, is the page's start that opens this scope (main.tsx): until it
   * settles an action queued waits for it rather than being refused, and a route loader waits
   * for the restore rather than drawing an empty page.
   */
  constructor(opening?: Promise<unknown>) {
    if (!opening) return
    const settled: Promise<void> = opening.then(
      () => undefined,
      () => undefined,
    )
    this.#starting = settled
    this.#restoring = new Promise((done) => {
      this.#markRestored = done
    })
    void settled.then(() => {
      this.restoreDone()
      this.#starting = null
    })
  }

  /** Whose data the page shows (null: a guest's); undefined until the scope is open. */
  get username() {
    return this.#username
  }

  /** Settles once this scope's start is over (its outbox open, or failed); null when none is. */
  get starting() {
    return this.#starting
  }

  /**
   * Settles once this scope's persisted cache is restored (or its start ended without a restore);
   * null when no start is under way.
   */
  get restoring() {
    return this.#restoring
  }

  /** Called right after the restore, and when the start ends. */
  restoreDone() {
    this.#restoring = null
    this.#markRestored()
  }

  /** The scope is open for `username`; `close` undoes what opening it did. */
  opened(username: string | null, close: () => Promise<void>) {
    this.#username = username
    this.#close = close
  }

  /** Closes an open scope, which then is no longer the page's; one still opening is left alone. */
  async stop() {
    const close = this.#close
    if (!close) return
    this.#close = null
    await close()
    if (current === this) current = null
  }
}

// The page has one scope at a time: this reference is page-wide, what it points to is per scope.
let current: SessionScope | null = null

/** The page's scope, open or still opening; null before any and after one is closed. */
export const currentScope = () => current

/** A new scope, the page's from now on, with start-up state of its own (see `SessionScope`). */
export function beginScope(opening?: Promise<unknown>) {
  current = new SessionScope(opening)
  return current
}

/**
 * The scope `openUserScope` opens: the one the page's start announced (`outboxOpening`) while it
 * is still opening, or else a new one, once the open one is closed.
 */
export async function scopeToOpen() {
  if (current && current.username === undefined) return current
  await current?.stop()
  return beginScope()
}
