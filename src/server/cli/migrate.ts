import { parseConfig } from '../config'
import { openDatabase } from '../database'
import { createLogger } from '../logger'
import { explainStartupFailure } from '../startup-error'

/**
 * `npm run migrate`: the schema step of an upgrade, for instances started with MIGRATE=false.
 * Waits for the database, migrates under the same advisory lock instances take, then exits.
 */
async function main(): Promise<void> {
  const config = parseConfig({ ...process.env, MIGRATE: 'true' })
  const log = createLogger({ production: true, level: config.LOG_LEVEL ?? 'info' })
  const database = await openDatabase(config, log)
  await database.close()
  log.info('the database schema is up to date')
}

main().catch((error: unknown) => {
  console.error(explainStartupFailure(error) ?? error)
  process.exit(1)
})
