type Result = { data?: unknown; error?: unknown };

/** The body of an API answer, success or failure (RTK Query keeps a failure's body in `error.data`). */
const bodyOf = (result: Result) =>
  (result.data ?? (result.error as { data?: unknown } | undefined)?.data) as { msg?: unknown; field?: unknown } | undefined;

/** The `msg` of an API answer, success or failure, with a fallback for a failed network call. */
export function apiMessage(result: Result, fallback = 'Something went wrong. Please try again.'): string {
  const body = bodyOf(result);
  return typeof body?.msg === 'string' ? body.msg : fallback;
}

/** The field a refusal is about, where the API names one (the phone routes do). */
export function apiField(result: Result): string | undefined {
  const field = bodyOf(result)?.field;
  return typeof field === 'string' ? field : undefined;
}
