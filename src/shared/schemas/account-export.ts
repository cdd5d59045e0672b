/** Settings → Download my data (docs/decisions/109-download-my-data.md). */
import * as v from 'valibot'

/** POST /api/account/export: a link to the archive, for this session, for a few minutes. */
export const exportLinkResponse = v.object({
  success: v.literal(true),
  downloadUrl: v.pipe(v.string(), v.startsWith('/api/account/export.zip?')),
})

/** GET /api/account/export.zip's query: the link's expiry (ms) and its signature. */
export const exportDownloadQuery = v.object({
  expires: v.pipe(v.string(), v.regex(/^\d{13}$/, 'The download link is not valid.')),
  sig: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, 'The download link is not valid.')),
})
