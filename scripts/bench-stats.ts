/** The bench's arithmetic: percentiles, and a service call timed against its target; and waiting for a server. */
export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** Times `call` 200 times (after 20 to warm up) and prints p50 and p95 against the target; `call` says how many matched. */
export async function timeCalls(title: string, call: () => Promise<number>, targetMs: number) {
  for (let i = 0; i < 20; i++) await call();
  const times: number[] = [];
  let matches = 0;
  for (let i = 0; i < 200; i++) {
    const t0 = performance.now();
    matches = await call();
    times.push(performance.now() - t0);
  }
  const p95 = percentile(times, 95);
  console.log(
    `${title.padEnd(34)} p50 ${percentile(times, 50).toFixed(2).padStart(6)} ms   p95 ${p95.toFixed(2).padStart(6)} ms   ${p95 < targetMs ? `under ${targetMs} ms` : `OVER ${targetMs} ms`}   (${matches} matches)`,
  );
}

/** Resolves once `url` answers 200, or throws after `timeoutMs`. */
export async function waitFor(url: string, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
