import { randomBytes } from 'node:crypto'

/** Per-file test databases of one run share this prefix (the run's pid keeps runs apart). */
export function testDbPrefix(pid: number): string {
  return `t_${pid}_`
}

export function randomDbName(prefix: string): string {
  return `${prefix}${randomBytes(6).toString('hex')}`
}

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`
}

/** `adminUrl` with its database replaced by `database`. */
export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl)
  url.pathname = `/${encodeURIComponent(database)}`
  return url.toString()
}
