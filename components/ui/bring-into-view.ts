/**
 * Takes the shopper to what needs her: focuses it without a jump, then scrolls it to the screen's middle, smoothly
 * unless she asked her device for less motion.
 */
export function bringIntoView(element: HTMLElement | null | undefined, focus: HTMLElement | null | undefined = element): void {
  focus?.focus({ preventScroll: true });
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element?.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' });
}
