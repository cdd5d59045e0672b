import { Hono } from 'hono'
import type { AppEnv } from '../context'

/** Every `/api/*` resource is a sub-app mounted here; each later issue adds its own. */
export const apiRoutes = new Hono<AppEnv>()
