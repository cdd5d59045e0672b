import { hash, verify } from '@node-rs/argon2'

/** argon2id with the library's defaults (m=19 MiB, t=2, p=1; OWASP's baseline). */
export const hashPassword = (password: string) => hash(password, { algorithm: 2 })

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}

/** A real hash to verify against when the user does not exist, so timing does not tell. */
let dummyHash: Promise<string> | undefined
export const dummyPasswordHash = () => {
  dummyHash ??= hashPassword('not-a-real-password-0')
  return dummyHash
}
