import { ConfigError } from './config'
import { SchemaMismatchError } from './db/migrate'
import { DatabaseUnusableError } from './db/wait'

/** Start-up failures an operator fixes from their message alone: printed without a stack. */
export function explainStartupFailure(error: unknown): string | undefined {
  const known =
    error instanceof ConfigError ||
    error instanceof SchemaMismatchError ||
    error instanceof DatabaseUnusableError
  return known ? error.message : undefined
}
