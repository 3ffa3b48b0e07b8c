'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/** Back to the top of the page on every path change (not on the first load, which keeps the browser's place). */
export function ScrollToTop() {
  const pathname = usePathname();
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
