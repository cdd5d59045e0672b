import { parseArgs } from 'node:util'
import * as v from 'valibot'
import { passwordSchema, registerSchema } from '~/shared/schemas/account'
import { createUser, setPassword } from '../auth/users'
import { parseConfig } from '../config'
import { openDatabase } from '../database'
import { createLogger } from '../logger'

const USAGE = `Usage:
  npm run user -- create --username NAME --email ADDRESS --display-name "NAME" --password SECRET
  npm run user -- reset-password --login NAME_OR_EMAIL --password SECRET

Uses the same database as the app (DATABASE_URL, or the embedded one under DATA_DIR; stop the
app first when using the embedded database).`

/** Operator commands on accounts: create one, or reset a password (which ends its sessions). */
async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv
  const { values } = parseArgs({
    args: rest,
    options: {
      username: { type: 'string' },
      email: { type: 'string' },
      'display-name': { type: 'string' },
      password: { type: 'string' },
      login: { type: 'string' },
    },
    strict: true,
  })
  if (command !== 'create' && command !== 'reset-password') {
    console.error(USAGE)
    return 2
  }
  const config = parseConfig(process.env)
  const log = createLogger({ production: true, level: 'warn' })
  const database = await openDatabase(config, log)
  try {
    if (command === 'create') {
      const parsed = v.safeParse(registerSchema, {
        username: values.username,
        email: values.email,
        displayName: values['display-name'] ?? values.username,
        password: values.password,
      })
      if (!parsed.success) {
        for (const issue of parsed.issues) console.error(issue.message)
        return 1
      }
      const created = await createUser(database.db, parsed.output)
      if (!created.ok) {
        console.error(`That ${created.conflict} is already taken.`)
        return 1
      }
      console.log(`Created user ${created.user.username}.`)
      return 0
    }
    const password = v.safeParse(passwordSchema, values.password ?? '')
    if (!values.login || !password.success) {
      console.error(values.login ? password.issues?.[0]?.message : USAGE)
      return 1
    }
    if (!(await setPassword(database.db, values.login, password.output))) {
      console.error(`No user ${values.login}.`)
      return 1
    }
    console.log(`Password of ${values.login} reset; their sessions have ended.`)
    return 0
  } finally {
    await database.close()
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
