import * as v from 'valibot'
import { ACCOUNT_FIELD_MSG } from '../account-messages'
import { TEXT_LIMITS } from '../constants'
import { fieldMessage } from '../messages'

export const USERNAME_PATTERN = /^[A-Za-z0-9_.]{3,30}$/
/** Names the product uses itself (the guest theme owner, addresses, roles): never an account. */
export const RESERVED_USERNAMES: ReadonlySet<string> = new Set([
  'guest',
  'admin',
  'administrator',
  'root',
  'system',
  'seen',
  'support',
])

export const PASSWORD_LENGTH = { min: 8, max: 128 } as const

const chars = (s: string) => [...s].length

export const usernameSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(fieldMessage.required('Username')),
  v.regex(USERNAME_PATTERN, ACCOUNT_FIELD_MSG.usernameRule),
  v.check(
    (name) => !RESERVED_USERNAMES.has(name.toLowerCase()),
    ACCOUNT_FIELD_MSG.usernameReserved,
  ),
)

export const passwordSchema = v.pipe(
  v.string(),
  v.nonEmpty(fieldMessage.required('Password')),
  v.check((s) => chars(s) >= PASSWORD_LENGTH.min, ACCOUNT_FIELD_MSG.passwordShort),
  v.check((s) => chars(s) <= PASSWORD_LENGTH.max, ACCOUNT_FIELD_MSG.passwordLong),
)

export const displayNameSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(fieldMessage.required('Display Name')),
  v.maxLength(
    TEXT_LIMITS.settingsDisplayName,
    fieldMessage.tooLong('Display Name', TEXT_LIMITS.settingsDisplayName),
  ),
)

export const emailSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(fieldMessage.required('E-mail')),
  v.maxLength(254, fieldMessage.tooLong('E-mail', 254)),
  v.email(ACCOUNT_FIELD_MSG.emailInvalid),
)

export const registerSchema = v.object({
  username: v.pipe(v.optional(v.string(), ''), usernameSchema),
  displayName: v.pipe(v.optional(v.string(), ''), displayNameSchema),
  email: v.pipe(v.optional(v.string(), ''), emailSchema),
  password: v.pipe(v.optional(v.string(), ''), passwordSchema),
})
export type RegisterInput = v.InferOutput<typeof registerSchema>

export const loginSchema = v.object({
  login: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.nonEmpty(fieldMessage.required('Username or e-mail')),
    v.maxLength(254, fieldMessage.tooLong('Username or e-mail', 254)),
  ),
  password: v.pipe(
    v.optional(v.string(), ''),
    v.nonEmpty(fieldMessage.required('Password')),
    v.maxLength(1024, fieldMessage.tooLong('Password', 1024)),
  ),
})
export type LoginInput = v.InferOutput<typeof loginSchema>
