/**
 * Web Push calls (docs/decisions/114-push-vapid-key.md to docs/decisions/117-push-opt-in.md): key,
 * subscription, preferences, payload.
 */
import * as v from 'valibot'
import { fieldMessage } from '../messages'
import { PUSH_KINDS } from '../push'

/** A push service address; the server also requires https (see routes/push.ts). */
export const PUSH_ENDPOINT_MAX = 2048
const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/

const key = (field: string, min: number, max: number) =>
  v.pipe(
    v.string(),
    v.nonEmpty(fieldMessage.required(field)),
    v.regex(BASE64URL, `${field} is not valid.`),
    v.minLength(min, `${field} is not valid.`),
    v.maxLength(max, `${field} is not valid.`),
  )

const endpoint = v.pipe(
  v.string(),
  v.nonEmpty(fieldMessage.required('Endpoint')),
  v.maxLength(PUSH_ENDPOINT_MAX, fieldMessage.tooLong('Endpoint', PUSH_ENDPOINT_MAX)),
  v.url(fieldMessage.invalidUrl('Endpoint')),
)

/** POST /api/push/subscribe: `PushSubscription.toJSON()` (P-256 point 65 bytes, auth 16). */
export const pushSubscribeRequest = v.object({
  subscription: v.object({
    endpoint,
    keys: v.object({ p256dh: key('P256dh key', 86, 88), auth: key('Auth key', 22, 24) }),
  }),
})
export type PushSubscribeRequest = v.InferOutput<typeof pushSubscribeRequest>

/** POST /api/push/unsubscribe: this device's endpoint. */
export const pushUnsubscribeRequest = v.object({ endpoint })

/** GET /api/push/key: the server's VAPID public key (base64url), for `applicationServerKey`. */
export const pushKeyResponse = v.object({ success: v.literal(true), publicKey: v.string() })

const kindSwitches = Object.fromEntries(PUSH_KINDS.map((kind) => [kind, v.boolean()])) as Record<
  (typeof PUSH_KINDS)[number],
  v.BooleanSchema<undefined>
>

/**
 * Which kinds of push a person wants (every kind on until they turn it off). The server takes
 * no other key; the app reads the answer without refusing a kind a newer server may add.
 * Marked pure: the bundler keeps a call of valibot from another chunk even when nothing uses
 * its result, and with these two the shell's chunk would carry `strictObject` for the server.
 */
export const pushPreferences = /* @__PURE__ */ v.strictObject(kindSwitches)
export type PushPreferences = v.InferOutput<typeof pushPreferences>

/** PUT /api/push/preferences takes and GET answers `{preferences}`. */
export const pushPreferencesRequest = /* @__PURE__ */ v.object({ preferences: pushPreferences })
export const pushPreferencesResponse = v.object({
  success: v.literal(true),
  preferences: v.object(kindSwitches),
})

/** POST subscribe/unsubscribe answer. */
export const pushDoneResponse = v.object({ success: v.literal(true) })

/** What a push carries, read by the service worker. */
export const pushPayloadSchema = v.object({
  title: v.pipe(v.string(), v.maxLength(200)),
  body: v.pipe(v.string(), v.maxLength(500)),
  url: v.string(),
})
