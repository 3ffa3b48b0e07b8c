'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { FETCH_AHEAD_LINKS } from '@/components/ui/ShopLink';

/**
 * Fetches a shop link's page (ShopLink) when the shopper reaches for it: a pointer over it, a finger on it or
 * keyboard focus. One listener on the document for every link of the page; the router keeps what it fetched, and
 * a pointer moving within one link asks once.
 */
export function FetchAhead() {
  const router = useRouter();
  useEffect(() => {
    let last = '';
    const reach = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest(FETCH_AHEAD_LINKS) : null;
      if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin) return;
      const address = link.pathname + link.search;
      if (address === last) return;
      last = address;
      router.prefetch(address);
    };
    const options = { capture: true, passive: true };
    const events = ['pointerover', 'touchstart', 'focusin'];
    for (const type of events) document.addEventListener(type, reach, options);
    return () => {
      for (const type of events) document.removeEventListener(type, reach, options);
    };
  }, [router]);
  return null;
}
