import type { Context } from 'hono'
import { MSG } from '~/shared/messages'
import type { AppEnv, SessionUser } from '../context'
import { ApiError } from './errors'

/** The logged-in user, or a 401 for a guest. */
export function requireUser(c: Context<AppEnv>, message: string = MSG.notLoggedIn): SessionUser {
  const user = c.get('user')
  if (!user) throw ApiError.user(401, message)
  return user
}
