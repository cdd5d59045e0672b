/** PostgreSQL's unique_violation, whether or not the driver's error is wrapped by drizzle. */
export const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: unknown } | null
  return e?.code === '23505' || (e?.cause !== undefined && isUniqueViolation(e.cause))
}
