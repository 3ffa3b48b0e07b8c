import 'server-only';

/** Whether PostgreSQL refused a row for a unique index (two saves racing for one slug, say): its code 23505. */
function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string }; code?: string } | null) ?? {};
  return cause.code === '23505' || cause.cause?.code === '23505';
}

/**
 * A save that a unique index may refuse when another save took the value meanwhile (checked before, but not
 * locked): that refusal becomes `refusal()`, any other error stays as it is.
 */
export async function unlessTaken<T>(save: Promise<T>, refusal: () => Error): Promise<T> {
  try {
    return await save;
  } catch (error) {
    throw isUniqueViolation(error) ? refusal() : error;
  }
}
