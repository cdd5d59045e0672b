/**
 * The whole database schema (drizzle-kit reads this file); tables live in one file per area.
 * An index column read by `order by x desc` is `.desc().nullsFirst()`: PostgreSQL's `desc`
 * puts nulls first, drizzle's `.desc()` alone writes `nulls last`, and an index in the other
 * null order cannot give the query its order.
 */
export * from './schema-accounts'
export * from './schema-appearances'
export * from './schema-clips'
export * from './schema-live'
export * from './schema-membership'
export * from './schema-messaging'
export * from './schema-people'
export * from './schema-push'
export * from './schema-seens'
