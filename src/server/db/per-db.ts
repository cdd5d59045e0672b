import type { Db } from './client'

/**
 * `make(db)` once per database handle, kept as long as the handle lives: for prepared
 * statements, which PostgreSQL plans once per connection under their name.
 */
export function perDb<T>(make: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>()
  return (db) => {
    let value = made.get(db)
    if (value === undefined) {
      value = make(db)
      made.set(db, value)
    }
    return value
  }
}
