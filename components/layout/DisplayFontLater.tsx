'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { DISPLAY_FONT_KEPT } from './display-font-kept';

/**
 * On a page whose headings are still in the fallback, fetches the display face once the page has hydrated (after
 * its first screen, so the file never shares a phone's line with that screen's pictures), and remembers it has it.
 * Nothing changes on this page; the next one shows the face: marked before it paints, whether the browser loads it
 * (DisplayFont) or the shop's router shows it (here, as its page is put in).
 */
export function DisplayFontLater({ family }: { family: string }) {
  const pathname = usePathname();
  const loaded = useRef(false);
  useEffect(() => {
    if (document.documentElement.dataset.displayFont) return;
    document.fonts.forEach((face) => {
      if (face.family.replace(/"/g, '') !== family) return;
      face.load().then(
        () => {
          loaded.current = true;
          try {
            localStorage.setItem(DISPLAY_FONT_KEPT, '1');
          } catch {
            // A browser that stores nothing shows the face only after a move within the shop.
          }
        },
        () => {},
      );
    });
  }, [family]);
  useLayoutEffect(() => {
    if (loaded.current) document.documentElement.dataset.displayFont = 'kept';
  }, [pathname]);
  return null;
}
