/** A page's search params as a validator reads the API's: one string per name, empty fields left out. */
export function filledParams(params: Record<string, string | string[] | undefined>): Record<string, string> {
  const entries = Object.entries(params).map(([name, value]) => [name, Array.isArray(value) ? value[0] : value]);
  return Object.fromEntries(entries.filter((entry): entry is [string, string] => Boolean(entry[1])));
}
