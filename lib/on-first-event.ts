/**
 * Calls `run` once, at the first of these events on the window: listened to on the capture phase, so before the
 * page's own listeners, and passive, so a touch or scroll is never held up. Returns how to stop listening.
 */
export function onFirstEvent(types: readonly string[], run: () => void): () => void {
  const stop = () => types.forEach((type) => window.removeEventListener(type, once, true));
  const once = () => {
    stop();
    run();
  };
  types.forEach((type) => window.addEventListener(type, once, { capture: true, passive: true }));
  return stop;
}
