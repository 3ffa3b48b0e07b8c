import 'server-only';

/** Whether PostgreSQL refused a row for a unique index (two saves racing for one slug, say): its code 23505. */
export function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string }; code?: string } | null) ?? {};
  return cause.code === '23505' || cause.cause?.code === '23505';
}
