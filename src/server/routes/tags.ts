import { Hono } from 'hono'
import { HASHTAG_MIN_CHARS } from '~/shared/constants'
import { normalizeTag } from '~/shared/hashtags'
import { tagSearchQuery } from '~/shared/schemas/seen-requests'
import type { AppEnv } from '../context'
import { queryOf } from '../http/validate'
import { tagsByPrefix } from '../seens/seen-tags'

export const TAG_SUGGESTIONS = 10

/**
 * docs/product.md#calls tags: GET /api/tags/autocomplete?search= (2+ characters, else an empty
 * list) and GET /api/tags/byname/{name} (without '#' or '@'). Both answer tags starting with the
 * text, most used first; text that cannot be a hashtag simply matches nothing.
 */
export const tagRoutes = new Hono<AppEnv>()
  .get('/autocomplete', async (c) => {
    const { search } = queryOf(c, tagSearchQuery)
    const prefix = search.trim().length >= HASHTAG_MIN_CHARS ? normalizeTag(search) : null
    const tags = prefix ? await tagsByPrefix(c.get('deps').db, prefix, TAG_SUGGESTIONS) : []
    return c.json({ success: true as const, tags })
  })
  .get('/byname/:name', async (c) => {
    const prefix = normalizeTag(c.req.param('name'))
    const tags = prefix ? await tagsByPrefix(c.get('deps').db, prefix, TAG_SUGGESTIONS) : []
    return c.json({ success: true as const, tags })
  })
