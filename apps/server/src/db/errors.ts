/** A UNIQUE or PRIMARY KEY violation on either database. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string } | null;
  return (
    e?.code === '23505' ||
    e?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

/**
 * A FOREIGN KEY violation on either database. Every reference in the schema cascades on delete (the
 * game types, which nothing deletes, aside), so it can only mean the row a write refers to was deleted
 * between the route's check and its write.
 */
export function isForeignKeyViolation(err: unknown): boolean {
  const e = err as { code?: string } | null;
  return e?.code === '23503' || e?.code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/**
 * PostgreSQL's deadlock_detected and serialization_failure: the transaction was rolled back whole, and
 * running it again is safe.
 */
export function isRetryableTxFailure(err: unknown): boolean {
  const e = err as { code?: string } | null;
  return e?.code === '40P01' || e?.code === '40001';
}
