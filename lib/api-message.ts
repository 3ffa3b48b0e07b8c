/** The `msg` of an API answer, success or failure, with a fallback for a failed network call. */
export function apiMessage(
  result: { data?: unknown; error?: unknown },
  fallback = 'Something went wrong. Please try again.',
): string {
  const body = (result.data ?? (result.error as { data?: unknown } | undefined)?.data) as { msg?: unknown } | undefined;
  return typeof body?.msg === 'string' ? body.msg : fallback;
}
