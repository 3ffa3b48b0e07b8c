/**
 * Runs `run` when the browser is next idle, at the latest after `timeout` ms (at once where the browser cannot
 * tell, as Safari); returns how to call it off.
 */
export function whenIdle(run: () => void, timeout: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(run, 0);
  return () => clearTimeout(timer);
}
