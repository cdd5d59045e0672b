/** The whole database schema (drizzle-kit reads this file); tables live in one file per area. */
export * from './schema-accounts'
export * from './schema-appearances'
export * from './schema-membership'
export * from './schema-messaging'
export * from './schema-people'
export * from './schema-seens'
