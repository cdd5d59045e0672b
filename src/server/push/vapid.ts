/**
 * The server's VAPID key pair (docs/decisions/114-push-vapid-key.md): made on first start and kept
 * in the database, so every instance signs with the same key and subscriptions outlive restarts.
 */
import { eq } from 'drizzle-orm'
import webpush from 'web-push'
import type { Db } from '../db/client'
import { serverKeys } from '../db/schema'

export interface VapidKeys {
  publicKey: string
  privateKey: string
}

const NAME = 'vapid'

/**
 * Two instances starting at once may both generate a pair; only the first insert is kept and
 * both read that one back.
 */
export async function ensureVapidKeys(db: Db): Promise<VapidKeys> {
  const made = webpush.generateVAPIDKeys()
  await db
    .insert(serverKeys)
    .values({ name: NAME, publicKey: made.publicKey, privateKey: made.privateKey })
    .onConflictDoNothing()
  const [row] = await db
    .select({ publicKey: serverKeys.publicKey, privateKey: serverKeys.privateKey })
    .from(serverKeys)
    .where(eq(serverKeys.name, NAME))
  if (!row) throw new Error('VAPID keys could not be stored')
  return row
}
