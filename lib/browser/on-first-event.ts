/**
 * Calls `run` once, at the first of these events anywhere in the page: listened to on the window's capture phase,
 * so before the page's own listeners (and a scroll inside any element counts, though it does not bubble), and
 * passive, so a touch or scroll is never held up. Returns how to stop listening.
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
