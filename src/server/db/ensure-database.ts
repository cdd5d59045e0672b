import pg from 'pg'

/** Create `database` on the server behind `adminUrl` unless it exists. */
export async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database])
    if (found.rowCount === 0) {
      await client.query(`create database "${database.replaceAll('"', '""')}"`)
    }
  } finally {
    await client.end()
  }
}
