/**
 * A memory budget per server process, in bytes, from an environment variable that gives it in megabytes: the
 * fallback unless the variable is a number of 0 or more (0 keeps nothing). Plain JavaScript: read by the page cache,
 * which Next.js loads on its own, and by the server's compression.
 */
export function megabytesFromEnv(name, fallbackMb) {
  const mb = Number(process.env[name]);
  return (Number.isFinite(mb) && mb >= 0 ? mb : fallbackMb) * 1024 * 1024;
}
