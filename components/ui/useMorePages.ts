'use client';

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Page } from '@/lib/types/catalog';

/** When the shopper last went Back or Forward in this tab (the app then renders the page it left). */
let historyMovedAt = -Infinity;
if (typeof window !== 'undefined') addEventListener('popstate', () => (historyMovedAt = performance.now()));
/** A page that mounts this long after a Back or Forward is taken to be its answer. */
const HISTORY_MOVE_MS = 3000;

/** What a list had loaded when the shopper left it: its later pages and how far down she was. */
interface Kept<T> {
  pages: Page<T>[];
  scrollY: number;
}

const KEEP_PREFIX = 'more-pages:';
const here = () => `${KEEP_PREFIX}${location.pathname}${location.search}`;

/** The list kept for this address, when the shopper has just come back to it; else nothing. */
function keptHere<T>(): Kept<T> | null {
  if (typeof window === 'undefined' || performance.now() - historyMovedAt > HISTORY_MOVE_MS) return null;
  try {
    return JSON.parse(sessionStorage.getItem(here()) ?? 'null') as Kept<T> | null;
  } catch {
    return null;
  }
}

/**
 * Page 1 as the server rendered it, then each 'Load more' appends the next page until the last (spec: Pagination).
 * Leaving the list keeps what it loaded and the scroll position for this tab (session storage, per address), and
 * coming Back to it shows them again, so a shopper returning from a product finds her place.
 */
export function useMorePages<T>(firstPage: Page<T>, fetchPage: (page: number) => Promise<Page<T>>) {
  const [kept] = useState(keptHere<T>);
  const [morePages, setMorePages] = useState<Page<T>[]>(kept?.pages ?? []);
  const [status, setStatus] = useState<'idle' | 'loading' | 'failed'>('idle');
  const last = morePages.at(-1) ?? firstPage;
  const loaded = useRef(morePages);
  useEffect(() => {
    loaded.current = morePages;
  }, [morePages]);

  useLayoutEffect(() => {
    const key = here();
    if (kept) scrollTo(0, kept.scrollY);
    // A layout effect's cleanup runs before the next page scrolls to its top: scrollY is still this list's.
    return () => {
      try {
        sessionStorage.setItem(key, JSON.stringify({ pages: loaded.current, scrollY: scrollY } satisfies Kept<T>));
      } catch {
        // Storage full or refused: coming back starts at page 1, as without it.
      }
    };
  }, [kept]);

  const loadMore = async () => {
    setStatus('loading');
    try {
      const page = await fetchPage(last.current_page + 1);
      setMorePages((pages) => [...pages, page]);
      setStatus('idle');
    } catch {
      setStatus('failed');
    }
  };

  return {
    items: [firstPage, ...morePages].flatMap((page) => page.data),
    hasMore: last.current_page < last.last_page,
    loading: status === 'loading',
    failed: status === 'failed',
    loadMore,
  };
}
