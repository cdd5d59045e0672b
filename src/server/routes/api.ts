import { Hono } from 'hono'
import type { AppEnv } from '../context'
import { locationRoutes } from './location'
import { seenReadRoutes } from './seens'
import { seenReactionRoutes } from './seens-reactions'
import { seenWriteRoutes } from './seens-write'
import { tagRoutes } from './tags'

/** Every `/api/*` resource is a sub-app mounted here; each later issue adds its own. */
export const apiRoutes = new Hono<AppEnv>()
  .route('/seen', seenReactionRoutes)
  .route('/seen', seenWriteRoutes)
  .route('/seen', seenReadRoutes)
  .route('/tags', tagRoutes)
  .route('/location', locationRoutes)
