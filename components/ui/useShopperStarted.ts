import { useEffect, useState } from 'react';
import { onFirstEvent } from '@/lib/browser/on-first-event';
import { whenIdle } from '@/lib/browser/when-idle';

/** What says a shopper is using the page: a touch, a click, a key, a scroll or the mouse moving. */
const INTERACTIONS = ['pointerdown', 'pointermove', 'keydown', 'scroll', 'wheel'] as const;

/**
 * Whether the shopper has started using the page: false until her first interaction, true once the browser is then
 * idle. What only a shopper using the page sees (the carousel's other cards, Recently viewed at the foot of a product
 * page, the bar that follows once she scrolls) waits for it, so the page spends nothing on it as it loads: on a phone,
 * each such piece started with the page was a task of its own, or made hydration's longer.
 */
export function useShopperStarted(): boolean {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    let cancel = () => {};
    const stopListening = onFirstEvent(INTERACTIONS, () => {
      cancel = whenIdle(() => setStarted(true), 500);
    });
    return () => {
      stopListening();
      cancel();
    };
  }, []);
  return started;
}
